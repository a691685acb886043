import { compareDecimals } from '@fund/shared/format';
import type { Tournament } from '@fund/shared/schemas/scheduler';
import type { ColumnSort, SortingState } from '@fund/shared/ui/data-table';
import { toLocal } from './window';

/** A tournament as the grid shows it: its day and start in the chosen zone, its selection key. */
export interface GridRow extends Tournament {
  key: string;
  localDay: number;
  localTime: string;
  /** Position in the server's answer: forward from the window start. */
  order: number;
}

const selectionKey = (t: Pick<Tournament, 'hash' | 'day_number'>): string => `${t.hash}:${t.day_number}`;

export function toGridRows(items: Tournament[], offset: number): GridRow[] {
  return items.map((item, order) => {
    const local = toLocal(item.day_number, item.start_time, offset);
    return { ...item, key: selectionKey(item), localDay: local.day, localTime: local.time, order };
  });
}

export type SortColumn =
  | 'network'
  | 'name'
  | 'day'
  | 'start_time'
  | 'duration'
  | 'buyin'
  | 'usd_buyin'
  | 'total_entries'
  | 'roi'
  | 'profit_per_tournament'
  | 'score'
  | 'refunded';

export interface SortState {
  column: SortColumn;
  direction: 'asc' | 'desc';
}

const text = (a: string, b: string) => a.localeCompare(b, 'ru');
const by = (compare: (a: GridRow, b: GridRow) => number): ColumnSort<GridRow> => ({ compare });

/**
 * How each column sorts in the shared table model (`useTableModel`): ascending comparisons; ties
 * keep the window order, so sorting is stable and predictable.
 */
export const GRID_SORTS: Record<SortColumn, ColumnSort<GridRow>> = {
  network: by((a, b) => text(a.network, b.network)),
  name: by((a, b) => text(a.name, b.name)),
  // Day and start follow the window: a Monday-morning row of a Sunday-night window comes last.
  day: by((a, b) => a.order - b.order),
  start_time: by((a, b) => text(a.localTime, b.localTime)),
  duration: by((a, b) => a.duration - b.duration),
  buyin: by((a, b) => compareDecimals(a.usd_buyin, b.usd_buyin)),
  usd_buyin: by((a, b) => compareDecimals(a.usd_buyin, b.usd_buyin)),
  total_entries: by((a, b) => a.total_entries - b.total_entries),
  roi: by((a, b) => compareDecimals(a.roi, b.roi)),
  profit_per_tournament: by((a, b) => compareDecimals(a.profit_per_tournament, b.profit_per_tournament)),
  score: by((a, b) => a.score - b.score),
  refunded: by((a, b) => Number(a.refunded) - Number(b.refunded)),
};

/** The saved sort (one column or none) as the table model's sorting state, and back. */
export const toSorting = (sort: SortState | null): SortingState =>
  sort ? [{ id: sort.column, desc: sort.direction === 'desc' }] : [];
export const fromSorting = (sorting: SortingState): SortState | null => {
  const first = sorting[0];
  return first ? { column: first.id as SortColumn, direction: first.desc ? 'desc' : 'asc' } : null;
};

/** The direction a header shows (the shared `ariaSort` and `sortArrow` read it). */
export const sortOf = (sort: SortState | null, column: SortColumn) =>
  sort?.column === column ? sort.direction : false;

/** The max-buy-in column filter (USD); '' or an invalid value filters nothing. */
export function filterMaxBuyin(rows: GridRow[], max: number | null): GridRow[] {
  if (max === null || !Number.isFinite(max) || max < 0) return rows;
  const limit = String(max);
  return rows.filter((row) => compareDecimals(row.usd_buyin, limit) <= 0);
}
