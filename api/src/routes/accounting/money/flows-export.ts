import { ru } from '@fund/shared/i18n';
import { exportTexts, historyTexts } from '@fund/shared/i18n/exports';
import type { Decided, FundsRow } from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../../db/types';
import type { ExportColumn } from '../../../lib/table-export';
import { type CashFlowLine, cashFlowPages } from './cash-flows';
import { personalFundsPages } from './personal-funds';

const h = historyTexts.columns;
const c = exportTexts.ownColumns;
const kinds = ru.history.types;

/** A row of both lists: a movement of a room account (none for some personal funds), decided by the fund. */
type Movement = Decided & {
  created_datetime: string;
  room_short_name: string | null;
  account_record_name: string | null;
  currency_name: string;
  amount: string;
  /** The screenshot's link. */
  comment: string;
};

/** Both files' columns: the history's, then the kind (`kind`), the fund's decision and the screenshot. */
function movementColumns<R extends Movement>(kind: (row: R) => string): ExportColumn<R>[] {
  return [
    { header: h.created_datetime, width: 20, value: (row) => new Date(row.created_datetime) },
    { header: h.room_name, width: 16, value: (row) => row.room_short_name },
    { header: h.account_record_name, width: 22, value: (row) => row.account_record_name },
    { header: h.currency_name, width: 10, value: (row) => row.currency_name },
    { header: h.amount, width: 16, value: (row) => ({ amount: row.amount, currency: row.currency_name }) },
    { header: h.type, width: 24, value: kind },
    { header: c.status, width: 14, value: (row) => exportTexts.payoutStatuses[row.status] ?? row.status },
    { header: c.screenshot, width: 30, value: (row) => row.comment },
    { header: c.rejectReason, width: 24, value: (row) => row.reject_reason },
  ];
}

/** A personal funds movement's type as the history names it. */
export const FUNDS_TYPES: Record<string, string> = {
  deposit: historyTexts.personalFundsDeposit,
  cashout: kinds.cashout,
  cashback: kinds.cashback,
  settlement: kinds.settlement,
};

/**
 * The player's cash flow reports (every page of the list) and personal funds movements as files
 * (issue 40): the lists' rows, the caller's only.
 */
export const cashFlowTable = (db: Db, userId: number) => ({
  name: exportTexts.cashFlowFile,
  asciiName: 'cash_flow',
  sheet: exportTexts.cashFlowFile,
  columns: movementColumns<CashFlowLine>((row) => (row.is_payout ? kinds.cashflow_out : kinds.cashflow_in)),
  pages: cashFlowPages(db, userId),
});
export const personalFundsTable = (db: Db, userId: number) => ({
  name: exportTexts.personalFundsFile,
  asciiName: 'personal_funds',
  sheet: exportTexts.personalFundsFile,
  columns: movementColumns<FundsRow>((row) => FUNDS_TYPES[row.type] ?? row.type),
  pages: personalFundsPages(db, userId),
});
