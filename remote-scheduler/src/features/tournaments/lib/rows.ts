import { compareDecimals } from '@fund/shared/format';
import type { Tournament } from '@fund/shared/schemas/scheduler';
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

const COMPARE: Record<SortColumn, (a: GridRow, b: GridRow) => number> = {
  network: (a, b) => text(a.network, b.network),
  name: (a, b) => text(a.name, b.name),
  // Day and start follow the window: a Monday-morning row of a Sunday-night window comes last.
  day: (a, b) => a.order - b.order,
  start_time: (a, b) => text(a.localTime, b.localTime),
  duration: (a, b) => a.duration - b.duration,
  buyin: (a, b) => compareDecimals(a.usd_buyin, b.usd_buyin),
  usd_buyin: (a, b) => compareDecimals(a.usd_buyin, b.usd_buyin),
  total_entries: (a, b) => a.total_entries - b.total_entries,
  roi: (a, b) => compareDecimals(a.roi, b.roi),
  profit_per_tournament: (a, b) => compareDecimals(a.profit_per_tournament, b.profit_per_tournament),
  score: (a, b) => a.score - b.score,
  refunded: (a, b) => Number(a.refunded) - Number(b.refunded),
};

/** Sorted copy; ties keep the window order, so sorting is stable and predictable. */
export function sortRows(rows: GridRow[], sort: SortState | null): GridRow[] {
  if (!sort) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = COMPARE[sort.column];
  return [...rows].sort((a, b) => sign * compare(a, b) || a.order - b.order);
}

/** The max-buy-in column filter (USD); '' or an invalid value filters nothing. */
export function filterMaxBuyin(rows: GridRow[], max: number | null): GridRow[] {
  if (max === null || !Number.isFinite(max) || max < 0) return rows;
  const limit = String(max);
  return rows.filter((row) => compareDecimals(row.usd_buyin, limit) <= 0);
}

/** Next sort on a header click: ascending → descending → window order. */
export function nextSort(current: SortState | null, column: SortColumn): SortState | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}
