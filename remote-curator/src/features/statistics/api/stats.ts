import { api, type RequestOptions } from '@fund/shared/api';
import type { IdAnswer } from '@fund/shared/schemas/answer';
import type { StatCreate, StatField, StatTable } from '@fund/shared/schemas/curator';
import { queryOptions } from '@tanstack/react-query';
import { statKeys } from '../../../api/keys';

export const statFieldsQuery = () =>
  queryOptions({
    queryKey: statKeys.fields(),
    queryFn: () => api.get<StatField[]>('/api/stats/fields/'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const statTableQuery = (player: number, revision: number) =>
  queryOptions({
    queryKey: statKeys.table(player, revision),
    queryFn: () => api.get<StatTable>('/api/stats/', { query: { player, revision } }),
  });

export const createStat = (body: StatCreate, options?: RequestOptions) =>
  api.post<IdAnswer>('/api/stats/', body, options);
export const deleteStat = (id: number, options: RequestOptions) =>
  api.delete<IdAnswer>(`/api/stats/${id}/`, options);

/** What a statistics action changes: the tables of every revision. */
export const statChanges = [statKeys.tables()];
