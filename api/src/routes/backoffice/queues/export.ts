import { exportTexts, historyTexts } from '@fund/shared/i18n/exports';
import type { PayoutExportQuery } from '@fund/shared/schemas/backoffice';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/types';
import { type ExportColumn, exportPeriod, sendTable } from '../../../lib/table-export';
import { payoutFilter, payoutItems } from './repository';

/** One row of the file: a room account of a payout request, with the request's columns. */
interface PayoutLine {
  id: number;
  username: string;
  status: string;
  created_datetime: Date;
  paid_at: Date | null;
  room_name: string;
  account_record_name: string;
  currency_name: string;
  amount: string | null;
}

const c = exportTexts.payoutColumns;
const h = historyTexts.columns;

const COLUMNS: ExportColumn<PayoutLine>[] = [
  { header: c.request, width: 10, value: (line) => String(line.id) },
  { header: c.player, width: 20, value: (line) => line.username },
  {
    header: c.status,
    width: 14,
    value: (line) => exportTexts.payoutStatuses[line.paid_at ? 'paid' : line.status] ?? line.status,
  },
  { header: c.created, width: 20, value: (line) => line.created_datetime },
  { header: c.paid, width: 20, value: (line) => line.paid_at },
  { header: h.room_name, width: 16, value: (line) => line.room_name },
  { header: h.account_record_name, width: 22, value: (line) => line.account_record_name },
  { header: h.currency_name, width: 10, value: (line) => line.currency_name },
  {
    header: h.amount,
    width: 16,
    value: (line) => (line.amount === null ? null : { amount: line.amount, currency: line.currency_name }),
  },
];

/** Requests an export query reads at a time (each with its accounts). */
const EXPORT_PAGE = 500;

/** The queue's requests, newest first, a keyset page of ids at a time, each with its accounts. */
async function* payoutPages(db: Db, query: PayoutExportQuery): AsyncGenerator<PayoutLine[]> {
  let before: number | null = null;
  for (;;) {
    const filter = payoutFilter(query);
    filter.add((p) => `p.id < ${p}`, before ?? undefined);
    const n = filter.params.length;
    const requests = await db.query<
      Omit<PayoutLine, 'room_name' | 'account_record_name' | 'currency_name' | 'amount'>
    >(
      `SELECT p.id, u.username, p.status, p.created_at AS created_datetime, p.paid_at
         FROM payout_requests p JOIN users u ON u.id = p.user_id
         ${filter.where} ORDER BY p.id DESC LIMIT $${n + 1}`,
      [...filter.params, EXPORT_PAGE],
    );
    if (requests.length === 0) return;
    const items = await payoutItems(
      db,
      requests.map((request) => request.id),
    );
    yield requests.flatMap((request) =>
      items
        .filter((item) => item.payout_request_id === request.id)
        .map((item) => ({
          ...request,
          room_name: item.room_name,
          account_record_name: item.account_record_name,
          currency_name: item.currency_name,
          amount: item.amount,
        })),
    );
    if (requests.length < EXPORT_PAGE) return;
    before = requests.at(-1)?.id ?? null;
  }
}

/**
 * The payout queue as a file (issue 40): the queue's filters (status, player, created days in UTC
 * as the list's), one row per room account of a request, the settled amount in its currency.
 */
export function sendPayoutExport(
  reply: FastifyReply,
  db: Db,
  query: PayoutExportQuery,
  now: Date,
): FastifyReply {
  const period = exportPeriod(query, now.toISOString().slice(0, 10));
  return sendTable(reply, {
    format: query.format,
    name: `${exportTexts.payoutsFile}_${period}`,
    asciiName: `payouts_${period}`,
    sheet: exportTexts.payoutsFile,
    columns: COLUMNS,
    pages: payoutPages(db, query),
  });
}
