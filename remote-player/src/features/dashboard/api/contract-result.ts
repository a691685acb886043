import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from './keys';
import type { ResultSummary } from './types';

export const contractResultQuery = () =>
  readQuery<ResultSummary>(dashboardKeys.contractResult(), '/api/accounting/reports/contractresult/');

export const useContractResult = () => useQuery(contractResultQuery()).data;
