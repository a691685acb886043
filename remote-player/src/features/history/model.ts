import { historyTexts } from '@fund/shared/i18n/exports';
import {
  type AccountingHistoryFilters,
  HISTORY_TYPE_LABELS,
  type HistoryRow,
} from '@fund/shared/schemas/history';
import type { PlayerAccount } from '@fund/shared/schemas/history-responses';

/** Rows a page, each page fetched from the server (issue 43). */
export const PAGE_SIZE = 10;

export type HistoryColumn = keyof Omit<HistoryRow, 'id'>;

export const COLUMNS: Array<{ key: HistoryColumn; title: string }> = [
  { key: 'room_name', title: historyTexts.columns.room_name },
  { key: 'account_record_name', title: historyTexts.columns.account_record_name },
  { key: 'currency_name', title: historyTexts.columns.currency_name },
  { key: 'amount', title: historyTexts.columns.amount },
  { key: 'type', title: historyTexts.columns.type },
  { key: 'created_datetime', title: historyTexts.columns.created_datetime },
];

/** One choice per room the player has an account in. */
export function roomOptions(accounts: PlayerAccount[]): Array<{ value: string; label: string }> {
  const rooms = new Map<number, string>();
  for (const account of accounts) rooms.set(account.room.id, account.room.name);
  return [...rooms].map(([id, name]) => ({ value: String(id), label: name }));
}

/**
 * The row's kind in words. A ledger row and a personal funds row can share a type (`deposit`: the
 * fund's deposit to a room account, or the player's own money into personal funds); the row's key
 * (`pf-…`) tells them apart.
 */
export function typeLabel(row: HistoryRow): string {
  if (row.id.startsWith('pf-') && row.type === 'deposit') return historyTexts.personalFundsDeposit;
  return HISTORY_TYPE_LABELS[row.type] ?? row.type;
}

/** The page's filters as the export's query (docs/api.md "Exports"): every room when none is chosen. */
export function exportQuery(filters: AccountingHistoryFilters): Record<string, string> {
  return {
    ...(filters.rooms.length > 0 && { rooms: filters.rooms.join(',') }),
    cashflow: String(filters.cashflow),
    transfers: String(filters.transfers),
    period: filters.period,
  };
}
