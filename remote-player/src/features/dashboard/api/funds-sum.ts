import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from './keys';
import type { FundsSum } from './types';

export const fundsSumQuery = () =>
  readQuery<FundsSum>(dashboardKeys.fundsSum(), '/api/accounting/reports/personalfundssum/');

export const useFundsSum = () => useQuery(fundsSumQuery()).data;
