import { api } from '@fund/shared/api';
import { STALE_60S } from '@fund/shared/query';
import { queryOptions } from '@tanstack/react-query';
import type { TeamTable } from '../model';

const teamKeys = {
  all: ['player', 'team'] as const,
  table: () => [...teamKeys.all, 'table'] as const,
};

export const teamQuery = () =>
  queryOptions({
    queryKey: teamKeys.table(),
    queryFn: () => api.get<TeamTable>('/api/users/team/'),
    staleTime: STALE_60S,
  });
