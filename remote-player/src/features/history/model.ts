import { compareDecimals } from '@fund/shared/format';
import type { HistoryRow } from '@fund/shared/schemas/history';
import type { PlayerAccount } from '@fund/shared/schemas/history-responses';
import { t } from '../../texts';

export const PAGE_SIZE = 10;

export type HistoryColumn = keyof Omit<HistoryRow, 'id'>;
export interface HistorySort {
  column: HistoryColumn;
  direction: 'asc' | 'desc';
}

export const COLUMNS: Array<{ key: HistoryColumn; title: string }> = [
  { key: 'room_name', title: t.history.columns.room_name },
  { key: 'account_record_name', title: t.history.columns.account_record_name },
  { key: 'currency_name', title: t.history.columns.currency_name },
  { key: 'amount', title: t.history.columns.amount },
  { key: 'type', title: t.history.columns.type },
  { key: 'created_datetime', title: t.history.columns.created_datetime },
];

/** One choice per room the player has an account in. */
export function roomOptions(accounts: PlayerAccount[]): Array<{ value: string; label: string }> {
  const rooms = new Map<number, string>();
  for (const account of accounts) rooms.set(account.room.id, account.room.name);
  return [...rooms].map(([id, name]) => ({ value: String(id), label: name }));
}

const collator = new Intl.Collator('ru', { numeric: true });

/** Amounts compare as exact decimals, dates as ISO strings, text in Russian order. */
export function sortHistory(rows: HistoryRow[], sort: HistorySort): HistoryRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: HistoryRow, b: HistoryRow): number => {
    if (sort.column === 'amount') return compareDecimals(a.amount, b.amount);
    if (sort.column === 'created_datetime') return a.created_datetime.localeCompare(b.created_datetime);
    return collator.compare(a[sort.column], b[sort.column]);
  };
  return [...rows].sort(
    (a, b) => compare(a, b) * sign || b.created_datetime.localeCompare(a.created_datetime),
  );
}

export const pageOf = <T>(rows: T[], page: number): T[] =>
  rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));

export function toggleSort(current: HistorySort, column: HistoryColumn): HistorySort {
  if (current.column !== column) return { column, direction: column === 'created_datetime' ? 'desc' : 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
