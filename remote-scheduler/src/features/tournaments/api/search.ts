import { api } from '@fund/shared/api';
import { issuesToFirstMessages } from '@fund/shared/schemas/issues';
import {
  type TournamentFilters,
  type TournamentSearch,
  type TournamentSearchResult,
  tournamentSearchSchema,
} from '@fund/shared/schemas/scheduler';
import { useDebouncedValue } from '@mantine/hooks';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import { schedulerKeys } from '../../../api/keys';
import type { LocalWindow } from '../lib/window';
import { zoneOffset } from '../lib/zones';

/** Tournaments a page of the grid (the API's default and at most 100). */
export const SEARCH_PAGE = 100;

/**
 * POST /api/scheduler/tournaments/search/, paged on the server (issue 43): `limit` rows a page, the
 * next after `<day_number>|<id>` of the last row loaded; there is no next once a page is short.
 * `null` (an invalid window or filter) makes no request.
 */
const searchQuery = (body: TournamentSearch | null) =>
  infiniteQueryOptions({
    queryKey: [...schedulerKeys.searches(), body],
    queryFn: ({ pageParam, signal }) =>
      api.post<TournamentSearchResult>('/api/scheduler/tournaments/search/', body, {
        query: { limit: SEARCH_PAGE, ...(pageParam ? { after: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    enabled: body !== null,
    placeholderData: keepPreviousData,
    getNextPageParam: (last: TournamentSearchResult) => {
      const row = last.items.at(-1);
      return row && last.items.length === SEARCH_PAGE ? `${row.day_number}|${row.id}` : undefined;
    },
  });

export const useTournamentSearch = (body: TournamentSearch | null) => useInfiniteQuery(searchQuery(body));

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
