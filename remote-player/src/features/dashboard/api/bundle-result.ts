import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from './keys';
import type { ResultSummary } from './types';

export const bundleResultQuery = () =>
  readQuery<ResultSummary>(dashboardKeys.bundleResult(), '/api/accounting/reports/bundleresult/');

export const useBundleResult = () => useQuery(bundleResultQuery()).data;
