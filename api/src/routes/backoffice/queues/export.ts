import { ru } from '@fund/shared/i18n';
import { auditTexts, exportTexts, historyTexts } from '@fund/shared/i18n/exports';
import type {
  CashFlowRow,
  DepositRequestRow,
  PersonalFundsRow,
  QueueFilterQuery,
  TransferRow,
} from '@fund/shared/schemas/backoffice';
import type { ExportFormat } from '@fund/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { Db } from '../../../db/types';
import { EXPORT_MEDIA_TYPES, type ExportColumn, exportPeriod, sendTable } from '../../../lib/table-export';
import { doc } from '../../../plugins/openapi';
import { FUNDS_TYPES } from '../../accounting/money/flows-export';
import { transferPages } from '../content/repository';
import { base, config, tags } from '../route-config';
import { cashFlowPages } from './cash-flows';
import { depositRequestPages } from './deposits';
import { payoutFilter, payoutItems } from './payouts';
import { personalFundsPages } from './personal-funds';

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

const PAYOUT_COLUMNS: ExportColumn<PayoutLine>[] = [
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
async function* payoutPages(db: Db, query: QueueFilterQuery): AsyncGenerator<PayoutLine[]> {
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

/** A queue's file: its names, its columns and its rows for the list's filters, a page at a time. */
interface QueueTable<R> {
  name: string;
  /** The ASCII fallback of the name (before the period). */
  asciiName: string;
  columns: ExportColumn<R>[];
  pages: (db: Db, query: QueueFilterQuery) => AsyncIterable<R[]>;
}

/**
 * The payout queue (issue 40): the queue's filters (status, player, created days in UTC as the
 * list's), one row per room account of a request, the settled amount in its currency.
 */
export const payoutsTable: QueueTable<PayoutLine> = {
  name: exportTexts.payoutsFile,
  asciiName: 'payouts',
  columns: PAYOUT_COLUMNS,
  pages: payoutPages,
};

const q = exportTexts.queueColumns;
const own = exportTexts.ownColumns;
const status = (row: { status: string }) => exportTexts.queueStatuses[row.status] ?? row.status;
const money = (amount: string | null, currency: string | null) =>
  amount === null || currency === null ? null : { amount, currency };

/** A request of a decision queue: number, player, date, then `middle`, then its status and decision. */
function decisionColumns<R extends DepositRequestRow | CashFlowRow | PersonalFundsRow>(
  middle: ExportColumn<R>[],
): ExportColumn<R>[] {
  return [
    { header: c.request, width: 10, value: (row) => String(row.id) },
    { header: c.player, width: 20, value: (row) => row.player.username },
    { header: h.created_datetime, width: 20, value: (row) => new Date(row.created_datetime) },
    ...middle,
    { header: own.comment, width: 30, value: (row) => row.comment },
    { header: c.status, width: 14, value: status },
    { header: q.decidedAt, width: 20, value: (row) => (row.decided_at ? new Date(row.decided_at) : null) },
    { header: auditTexts.actor, width: 18, value: (row) => row.decided_by?.username ?? null },
    { header: own.rejectReason, width: 24, value: (row) => row.reject_reason },
  ];
}

/** Room, account, currency and amount of a request on one room account. */
const accountColumns = <R extends DepositRequestRow | CashFlowRow>(): ExportColumn<R>[] => [
  { header: h.room_name, width: 16, value: (row) => row.room_name },
  { header: h.account_record_name, width: 22, value: (row) => row.account_record_name },
  { header: h.currency_name, width: 10, value: (row) => row.currency_name },
  { header: h.amount, width: 16, value: (row) => money(row.amount, row.currency_name) },
];

/** Deposit requests: the requested amount and the one processed (both in the room's currency). */
export const depositRequestsTable: QueueTable<DepositRequestRow> = {
  name: exportTexts.depositRequestsFile,
  asciiName: 'deposit_requests',
  columns: decisionColumns<DepositRequestRow>([
    ...accountColumns<DepositRequestRow>(),
    { header: own.processed, width: 16, value: (row) => money(row.processed_amount, row.currency_name) },
  ]),
  pages: depositRequestPages,
};

/** Cash flows: the amount in the room's currency, in or out of the account. */
export const cashFlowsTable: QueueTable<CashFlowRow> = {
  name: exportTexts.cashFlowFile,
  asciiName: 'cash_flows',
  columns: decisionColumns<CashFlowRow>([
    ...accountColumns<CashFlowRow>(),
    {
      header: h.type,
      width: 18,
      value: (row) => (row.is_payout ? ru.history.types.cashflow_out : ru.history.types.cashflow_in),
    },
  ]),
  pages: cashFlowPages,
};

/** Personal funds: the type, the amount in USD (the ledger's) and as declared in the room's currency. */
export const personalFundsTable: QueueTable<PersonalFundsRow> = {
  name: exportTexts.personalFundsFile,
  asciiName: 'personal_funds',
  columns: decisionColumns<PersonalFundsRow>([
    { header: h.type, width: 24, value: (row) => FUNDS_TYPES[row.type] ?? row.type },
    { header: h.room_name, width: 16, value: (row) => row.room_name },
    { header: h.account_record_name, width: 22, value: (row) => row.account_record_name },
    { header: q.amountUsd, width: 16, value: (row) => money(row.amount, 'USD') },
    { header: h.currency_name, width: 10, value: (row) => row.currency_name },
    { header: q.originalAmount, width: 18, value: (row) => money(row.original_amount, row.currency_name) },
  ]),
  pages: personalFundsPages,
};

/** A side of a transfer: «player (account)». */
const party = (side: TransferRow['sender'] | null) =>
  side ? `${side.username} (${side.account_record_name})` : null;

/** Transfers the fund assigned: both sides, the amount in the room's currency, the status. */
export const transfersTable: QueueTable<TransferRow> = {
  name: exportTexts.transfersFile,
  asciiName: 'transfers',
  columns: [
    { header: q.transfer, width: 10, value: (row) => String(row.id) },
    { header: h.created_datetime, width: 20, value: (row) => new Date(row.created_datetime) },
    { header: h.room_name, width: 16, value: (row) => row.room_name },
    { header: own.sender, width: 28, value: (row) => party(row.sender) },
    { header: own.receiver, width: 28, value: (row) => party(row.receiver) },
    { header: h.currency_name, width: 10, value: (row) => row.currency_name },
    { header: h.amount, width: 16, value: (row) => money(row.amount, row.currency_name) },
    { header: own.status, width: 16, value: status },
    { header: own.comment, width: 30, value: (row) => row.comment },
  ],
  pages: transferPages,
};

/**
 * GET /api/backoffice/<resource>/export/: a queue as a file (issue 40, docs/api.md "Exports"), with
 * its list's permission and filters (`schema`: the list's without paging, plus `format`); the file
 * is `<name>_<period>` (`exportPeriod`), the rows newest first.
 */
export function getQueueExport<R>(
  app: FastifyInstance,
  resource: string,
  schema: v.GenericSchema<unknown, QueueFilterQuery & { format: ExportFormat }>,
  table: QueueTable<R>,
): void {
  app.get(
    `${base}/${resource}/export/`,
    { config, schema: doc({ tags, querystring: schema, file: EXPORT_MEDIA_TYPES }) },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const period = exportPeriod(filters, app.now().toISOString().slice(0, 10));
      return sendTable(reply, {
        format,
        name: `${table.name}_${period}`,
        asciiName: `${table.asciiName}_${period}`,
        sheet: table.name,
        columns: table.columns,
        pages: table.pages(app.db, filters),
      });
    },
  );
}
