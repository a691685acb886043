import type { FundsSum } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';

const fundsSumQuery = () =>
  readQuery<FundsSum>(dashboardKeys.fundsSum(), '/api/accounting/reports/personalfundssum/');

export const useFundsSum = () => useQuery(fundsSumQuery());
