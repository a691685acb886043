import { api } from '@fund/shared/api';
import { STALE_60S, useSingleFlightMutation } from '@fund/shared/query';
import type { PlayerNotices } from '@fund/shared/schemas/backoffice';
import type { NoticesRead } from '@fund/shared/schemas/backoffice-responses';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../../api/keys';

/** The player's notices (answers to their requests): the badge; refreshed when the window regains focus. */
export const noticesQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.notices(),
    queryFn: () => api.get<PlayerNotices>('/api/accounting/notifications/'),
    staleTime: STALE_60S,
    refetchOnWindowFocus: true,
  });

export const useNotices = () => useQuery(noticesQuery()).data;

export function useMarkNoticesRead() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (ids: number[]) => api.post<NoticesRead>('/api/accounting/notifications/read/', { ids }),
    onSettled: () => client.invalidateQueries({ queryKey: dashboardKeys.notices() }),
  });
}
