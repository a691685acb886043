import { api, type RequestOptions } from '@fund/shared/api';
import type { DueBundle, StatementSummary } from '@fund/shared/schemas/settlement';
import { queryOptions } from '@tanstack/react-query';
import { BACKOFFICE_API, backofficeKeys, staffRequest } from '../../../api/keys';

/** Bundles to close (issue 38 item 4): reached their length or due, each with the preview's figures. */
export const dueBundlesKey = backofficeKeys.lists('settlement-bundles');
export const dueBundlesQuery = () =>
  queryOptions({
    queryKey: dueBundlesKey,
    queryFn: ({ signal }) => api.get<DueBundle[]>(`${BACKOFFICE_API}/settlement/bundles/`, { signal }),
  });

/** Closes the bundle, freezing its statement and opening the next. */
export const closeBundle = (bundleId: number, options: RequestOptions) =>
  staffRequest('post', `/settlement/bundles/${bundleId}/close/`, {}, options);

/** One bundle's outcome of a batch close: its statement, or the refusal a single close would give. */
export interface BundleCloseResult {
  bundle_id: number;
  statement: StatementSummary | null;
  error: string | null;
}

/** Closes several bundles in one request and transaction; a result per bundle. */
export const closeBundles = (bundleIds: number[], options: RequestOptions) =>
  staffRequest<BundleCloseResult[]>('post', '/settlement/bundles/close/', { bundle_ids: bundleIds }, options);
