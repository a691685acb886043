import type { ResultSummary } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';

const bundleResultQuery = () =>
  readQuery<ResultSummary>(dashboardKeys.bundleResult(), '/api/accounting/reports/bundleresult/');

export const useBundleResult = () => useQuery(bundleResultQuery());
