import { api } from '@fund/shared/api';
import type { EvAnalysis } from '@fund/shared/schemas/curator';
import { queryOptions } from '@tanstack/react-query';
import { evKeys } from '../../../api/keys';

export const evQuery = (player: number) =>
  queryOptions({
    queryKey: evKeys.player(player),
    queryFn: () => api.get<EvAnalysis>('/api/ev/', { query: { player } }),
  });
