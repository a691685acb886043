import { api } from '@fund/shared/api';
import type { TournamentSearch, TournamentSearchResult } from '@fund/shared/schemas/scheduler';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { schedulerKeys } from './networks';

/** POST /api/scheduler/tournaments/search/; `null` (an invalid window or filter) makes no request. */
const searchQuery = (body: TournamentSearch | null) =>
  queryOptions({
    queryKey: [...schedulerKeys.searches(), body],
    queryFn: () => api.post<TournamentSearchResult>('/api/scheduler/tournaments/search/', body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });

export const useTournamentSearch = (body: TournamentSearch | null) => useQuery(searchQuery(body));
