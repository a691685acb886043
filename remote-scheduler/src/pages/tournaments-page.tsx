import { useAuthStore } from '@fund/shared/auth';
import { SectionPage } from '@fund/shared/ui';
import { useTableModel } from '@fund/shared/ui/data-table';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { type JSX, useMemo } from 'react';
import { useSearchBody, useTournamentSearch } from '../features/tournaments/api/search';
import { FiltersPanel } from '../features/tournaments/components/filters-panel';
import { SummaryBar } from '../features/tournaments/components/summary-bar';
import { TournamentGrid } from '../features/tournaments/components/tournament-grid';
import { useSchedulerState } from '../features/tournaments/hooks/use-scheduler-state';
import { useSelection } from '../features/tournaments/hooks/use-selection';
import {
  filterMaxBuyin,
  fromSorting,
  GRID_SORTS,
  toGridRows,
  toSorting,
} from '../features/tournaments/lib/rows';
import { summarize } from '../features/tournaments/lib/summary';
import { zoneOffset } from '../features/tournaments/lib/zones';
import { t } from '../features/tournaments/texts';

/**
 * Route page exposed to the host: /tournaments, 'Расписатор' (spec 02 §2). The screen itself: filters
 * and window → search (`api/search.ts`) → grid with selection → summary bar.
 */
export default function TournamentsPage(): JSX.Element {
  const state = useSchedulerState();
  const { body, errors } = useSearchBody(state.filters, state.window, state.zone);
  const search = useTournamentSearch(body);
  const { selected, toggle, toggleAll } = useSelection();
  const username = useAuthStore((s) => s.profile?.username ?? '');

  const offset = zoneOffset(state.zone, new Date());
  // The pages loaded so far (issue 43: the window is paged on the server, «Показать ещё» loads the next).
  const all = useMemo(
    () => toGridRows(search.data?.pages.flatMap((page) => page.items) ?? [], offset),
    [search.data, offset],
  );
  const filtered = useMemo(() => filterMaxBuyin(all, state.grid.maxBuyin), [all, state.grid.maxBuyin]);
  const sorting = useMemo(() => toSorting(state.grid.sort), [state.grid.sort]);
  // The one table model of the cabinet sorts the grid: header clicks cycle asc → desc → window order.
  const { rows, toggleSort } = useTableModel({
    rows: filtered,
    sorts: GRID_SORTS,
    sorting,
    removable: true,
    onSorting: (next) => state.setGrid({ ...state.grid, sort: fromSorting(next) }),
  });
  const summary = useMemo(() => summarize(rows.filter((row) => selected.has(row.key))), [rows, selected]);
  // No search runs while a field is invalid: what is on screen answers the previous conditions.
  const stale = body === null && search.data !== undefined;
  // The first answer is still to come: no count and no «Нет данных», which would not be true yet.
  const loading = search.data === undefined && body !== null && !search.isError;
  // The window holds more than is loaded: «Найдено: 100+», and «Показать ещё турниры» loads the next page.
  // Not while the previous window's rows stand in for a new search: its next page is not theirs.
  const more = search.hasNextPage && !stale && !search.isPlaceholderData;

  return (
    <SectionPage title={t.title}>
      <Stack gap="md">
        <FiltersPanel
          filters={state.filters}
          onFilters={state.setFilters}
          zone={state.zone}
          onZone={state.setZone}
          window={state.window}
          onWindow={state.setWindow}
          errors={errors}
        />
        <SummaryBar summary={summary} />
        {stale && (
          <Alert color="yellow" data-testid="scheduler-stale">
            {t.stale}
          </Alert>
        )}
        {/* Errors are toasted by the shared API client (spec 02 §8); the grid keeps the last answer. */}
        <Group gap="xs">
          {!loading && (
            <Text size="sm" c="dimmed">
              {t.found}:{' '}
              <span data-testid="rows-count" style={stale ? { textDecoration: 'line-through' } : undefined}>
                {rows.length}
                {more ? '+' : ''}
              </span>
            </Text>
          )}
          {(loading || search.isFetching) && <Loader size="xs" data-testid="search-loading" />}
        </Group>
        <div data-stale={stale} style={stale ? { opacity: 0.45 } : undefined}>
          <TournamentGrid
            rows={rows}
            loading={loading}
            selected={selected}
            onToggle={toggle}
            onToggleAll={() => toggleAll(rows)}
            sort={state.grid.sort}
            onSort={toggleSort}
            onSortState={(sort) => state.setGrid({ ...state.grid, sort })}
            maxBuyin={state.grid.maxBuyin}
            onMaxBuyin={(maxBuyin) => state.setGrid({ ...state.grid, maxBuyin })}
            watermark={search.data?.pages[0]?.show_wmark ? username || t.title : null}
          />
        </div>
        {more && (
          <Group justify="center">
            <Button
              variant="light"
              data-testid="scheduler-more"
              loading={search.isFetchingNextPage}
              onClick={() => search.fetchNextPage()}
            >
              {t.more}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionPage>
  );
}
