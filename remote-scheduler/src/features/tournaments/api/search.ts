import { api } from '@fund/shared/api';
import { issuesToFirstMessages } from '@fund/shared/schemas/issues';
import {
  type TournamentFilters,
  type TournamentSearch,
  type TournamentSearchResult,
  tournamentSearchSchema,
} from '@fund/shared/schemas/scheduler';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { LocalWindow } from '../lib/window';
import { zoneOffset } from '../lib/zones';
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

/**
 * The search body from the screen state, checked by the shared schema: an invalid HH:mm, a
 * same-day end before the start or a max below its min gives field errors and no body, so no
 * search is made (spec 02 §5). Typing is debounced so a search runs once the user pauses.
 */
export function useSearchBody(filters: TournamentFilters, window: LocalWindow, zone: string) {
  const checked = useMemo(() => {
    const candidate = { filters, ...window, utcOffset: zoneOffset(zone, new Date()) };
    const result = v.safeParse(tournamentSearchSchema, candidate);
    return result.success
      ? { body: result.output as TournamentSearch, errors: {} }
      : { body: null, errors: issuesToFirstMessages(result.issues) };
  }, [filters, window, zone]);
  const [body] = useDebouncedValue(checked.body, 250);
  return { body: checked.body === null ? null : body, errors: checked.errors };
}
