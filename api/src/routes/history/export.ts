import { ru } from '@fund/shared/i18n';
import { exportTexts, historyTexts } from '@fund/shared/i18n/exports';
import { HISTORY_TYPE_LABELS, type HistoryExportQuery, type HistoryRow } from '@fund/shared/schemas/history';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/types';
import {
  type ExportColumn,
  moscowDay,
  moscowDayStart,
  refuseLongPeriod,
  sendTable,
} from '../../lib/table-export';
import { ValidationError } from '../../plugins/errors';
import { foreignRooms, type HistoryFilter, historyPages, oldestHistoryDate } from './repository';

const { columns } = historyTexts;

/** The row's kind in words (a personal funds `deposit` is not the fund's deposit; as the page says). */
function typeLabel(row: HistoryRow): string {
  if (row.id.startsWith('pf-') && row.type === 'deposit') return historyTexts.personalFundsDeposit;
  return HISTORY_TYPE_LABELS[row.type] ?? row.type;
}

/** The page's columns, the date first (what an accountant sorts by). */
const COLUMNS: ExportColumn<HistoryRow>[] = [
  { header: columns.created_datetime, width: 20, value: (row) => new Date(row.created_datetime) },
  { header: columns.room_name, width: 16, value: (row) => row.room_name },
  { header: columns.account_record_name, width: 22, value: (row) => row.account_record_name },
  { header: columns.type, width: 34, value: typeLabel },
  { header: columns.currency_name, width: 10, value: (row) => row.currency_name },
  {
    header: columns.amount,
    width: 16,
    value: (row) => ({ amount: row.amount, currency: row.currency_name }),
  },
];

/**
 * The player's history as a file (issue 40): the page's filters plus optional days, only the
 * caller's rows. Refused before a byte is sent: a room without the caller's account, a period
 * longer than `MAX_EXPORT_YEARS` (date_to defaults to today).
 */
export async function sendHistoryExport(
  reply: FastifyReply,
  db: Db,
  userId: number,
  query: HistoryExportQuery,
  now: Date,
): Promise<FastifyReply> {
  const rooms = query.rooms ?? [];
  if ((await foreignRooms(db, userId, rooms)).length > 0) {
    throw new ValidationError({ rooms: [exportTexts.unknownRoom] });
  }
  const today = moscowDay(now);
  const lastDay = query.date_to ?? today;
  refuseLongPeriod(query.date_from, lastDay);
  const filter: HistoryFilter = {
    rooms,
    cashflow: query.cashflow,
    transfers: query.transfers,
    period: query.period,
    from: query.date_from ? moscowDayStart(query.date_from) : undefined,
    to: query.date_to ? moscowDayStart(query.date_to, 1) : undefined,
  };
  const oldest = query.date_from ? null : await oldestHistoryDate(db, userId, filter);
  const firstDay = query.date_from ?? (oldest ? moscowDay(oldest) : lastDay);
  return sendTable(reply, {
    format: query.format,
    name: `${exportTexts.historyFile}_${firstDay}_${lastDay}`,
    asciiName: `history_${firstDay}_${lastDay}`,
    sheet: ru.shell.sections.history,
    columns: COLUMNS,
    pages: historyPages(db, userId, filter),
  });
}
