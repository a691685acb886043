import { exportTexts, historyTexts } from '@fund/shared/i18n/exports';
import type { Db } from '../../../db/types';
import type { ExportColumn } from '../../../lib/table-export';
import { listTransfers } from './repository';

type TransferLine = Awaited<ReturnType<typeof listTransfers>>['to_send'][number];

const h = historyTexts.columns;
const c = exportTexts.ownColumns;

/** A transfer still to confirm: the caller sends it (new or held) or receives it (sent). */
const status = (line: TransferLine) =>
  exportTexts.transferStatuses[line.type === 'receive' ? 'sent' : line.is_balance_hold ? 'held' : 'new'];

const COLUMNS: ExportColumn<TransferLine>[] = [
  { header: h.created_datetime, width: 20, value: (line) => new Date(line.created_datetime) },
  { header: c.direction, width: 14, value: (line) => exportTexts.directions[line.type] ?? line.type },
  { header: h.room_name, width: 16, value: (line) => line.room_short_name },
  { header: c.sender, width: 22, value: (line) => line.send_account_nickname },
  {
    header: c.receiver,
    width: 22,
    value: (line) => line.receive_account_nickname ?? (line.receiver_is_admin ? exportTexts.fund : null),
  },
  { header: h.currency_name, width: 10, value: (line) => line.currency_name },
  { header: h.amount, width: 16, value: (line) => ({ amount: line.amount, currency: line.currency_name }) },
  { header: c.status, width: 16, value: (line) => status(line) ?? null },
];

/** The list's rows in one page: the transfers still to confirm are few (no paging in the list either). */
async function* transferPages(db: Db, userId: number): AsyncGenerator<TransferLine[]> {
  const { to_send, to_receive } = await listTransfers(db, userId);
  yield [...to_send, ...to_receive];
}

/** The player's transfers to confirm as a file (issue 40): the list's rows, the caller's only. */
export const transfersTable = (db: Db, userId: number) => ({
  name: exportTexts.transfersFile,
  asciiName: 'transfers',
  sheet: exportTexts.transfersFile,
  columns: COLUMNS,
  pages: transferPages(db, userId),
});
