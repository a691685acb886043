import { api } from '@fund/shared/api';
import type { EvAnalysis } from '@fund/shared/schemas/curator';
import { queryOptions } from '@tanstack/react-query';

const evKeys = {
  all: ['curator', 'ev'] as const,
  player: (player: number) => [...evKeys.all, player] as const,
};

export const evQuery = (player: number) =>
  queryOptions({
    queryKey: evKeys.player(player),
    queryFn: () => api.get<EvAnalysis>('/api/ev/', { query: { player } }),
  });
