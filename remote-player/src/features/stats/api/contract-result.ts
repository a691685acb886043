import type { ResultSummary } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';

const contractResultQuery = () =>
  readQuery<ResultSummary>(dashboardKeys.contractResult(), '/api/accounting/reports/contractresult/');

export const useContractResult = () => useQuery(contractResultQuery());
