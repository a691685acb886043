import { exportTexts, historyTexts } from '@fund/shared/i18n/exports';
import type { DepositRequestRow } from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../../db/types';
import type { ExportColumn } from '../../../lib/table-export';
import { depositRequestPages } from './deposits';

const h = historyTexts.columns;
const c = exportTexts.ownColumns;

const COLUMNS: ExportColumn<DepositRequestRow>[] = [
  { header: h.created_datetime, width: 20, value: (row) => new Date(row.created_datetime) },
  { header: h.room_name, width: 16, value: (row) => row.room_short_name },
  { header: h.account_record_name, width: 22, value: (row) => row.account_record_name },
  { header: h.currency_name, width: 10, value: (row) => row.currency_name },
  { header: h.amount, width: 16, value: (row) => ({ amount: row.amount, currency: row.currency_name }) },
  { header: c.status, width: 14, value: (row) => exportTexts.depositStatuses[row.status] ?? row.status },
  {
    header: c.processed,
    width: 16,
    value: (row) =>
      row.processed_amount === null ? null : { amount: row.processed_amount, currency: row.currency_name },
  },
  { header: c.comment, width: 30, value: (row) => row.comment },
];

/** The player's deposit requests as a file (issue 40): the list's rows, the caller's only. */
export const depositRequestsTable = (db: Db, userId: number) => ({
  name: exportTexts.depositRequestsFile,
  asciiName: 'deposit_requests',
  sheet: exportTexts.depositRequestsFile,
  columns: COLUMNS,
  pages: depositRequestPages(db, userId),
});
