import { api } from '@fund/shared/api';
import { STALE_60S } from '@fund/shared/query';
import { queryOptions } from '@tanstack/react-query';
import { teamKeys } from '../../../api/keys';
import type { TeamTable } from '../model';

export const teamQuery = () =>
  queryOptions({
    queryKey: teamKeys.table(),
    queryFn: () => api.get<TeamTable>('/api/users/team/'),
    staleTime: STALE_60S,
  });
