import { api, type RequestOptions } from '@fund/shared/api';
import type { DueBundle } from '@fund/shared/schemas/settlement';
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
