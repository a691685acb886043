import { addDecimals, toDecimalString } from '@fund/shared/decimal';
import type {
  PayoutRequestRow,
  QueueFilterQuery,
  QueueQuery,
  SettlePayout,
} from '@fund/shared/schemas/backoffice';
import type { Db } from '../../../db/types';
import type { SqlFilter } from '../../../lib/list-page';
import { businessError } from '../../../plugins/errors';
import { lockPayoutHold } from '../../accounting/money/payouts';
import { notify, userRef, writeAudit } from '../repository';
import { BO_TEXT, NOTICE_TEXT } from '../texts';
import { lockPending } from './decision';
import { type QueueTable, queuePage, statusColumn, tableFilter } from './repository';

interface ItemRow {
  payout_request_id: number;
  account_record_id: number;
  account_record_name: string;
  room_id: number;
  room_name: string;
  currency_name: string;
  screenshot: string;
  screenshot2: string | null;
  latest_balance: string;
  amount: string | null;
}

/** The accounts of payout requests, with their latest balance and the settled amount. */
export function payoutItems(db: Db, requestIds: number[]) {
  return db.query<ItemRow>(
    `SELECT i.payout_request_id, ar.id AS account_record_id, ar.name AS account_record_name, r.id AS room_id,
            r.name AS room_name, r.currency_name, i.screenshot, i.screenshot2, i.amount::text AS amount,
            COALESCE((SELECT b.balance FROM balance_reports b WHERE b.account_record_id = ar.id
                       ORDER BY b.id DESC LIMIT 1), 0)::text AS latest_balance
       FROM payout_request_items i JOIN account_records ar ON ar.id = i.account_record_id
       JOIN rooms r ON r.id = ar.room_id
      WHERE i.payout_request_id = ANY($1::int[]) ORDER BY i.id`,
    [requestIds],
  );
}

/** Σ of the settled amounts per currency. */
function totals(items: ItemRow[]) {
  const sums = new Map<string, string>();
  for (const item of items) {
    if (item.amount === null) continue;
    sums.set(item.currency_name, addDecimals(sums.get(item.currency_name) ?? '0', item.amount));
  }
  return [...sums].map(([currency_name, amount]) => ({ currency_name, amount }));
}

const PAYOUTS: QueueTable = {
  queue: 'payout_requests',
  table: 'payout_requests',
  alias: 'p',
  status: statusColumn('p'),
  player: (p) => `p.user_id = ${p}`,
  created: 'p.created_at',
};

/** The payout queue's filter over `p` (payout_requests): the list's and the export's. */
export const payoutFilter = (query: QueueFilterQuery): SqlFilter => tableFilter(PAYOUTS, query);

export async function listPayoutRequests(db: Db, query: QueueQuery) {
  const page = await queuePage<Omit<PayoutRequestRow, 'items' | 'totals'>>(
    db,
    PAYOUTS,
    {
      select: `p.id, ${userRef('u')} AS player, p.status, p.created_at AS created_datetime, p.paid_at,
        p.decided_at, ${userRef('staff')} AS decided_by, p.reject_reason,
        CASE WHEN u.payouts_held_until > now() THEN u.payouts_held_until END AS payouts_held_until`,
      joins: 'JOIN users u ON u.id = p.user_id LEFT JOIN users staff ON staff.id = p.decided_by',
    },
    query,
  );
  const items = await payoutItems(
    db,
    page.rows.map((row) => row.id),
  );
  const rows: PayoutRequestRow[] = page.rows.map((row) => {
    const own = items.filter((item) => item.payout_request_id === row.id);
    return { ...row, totals: totals(own), items: own.map(({ payout_request_id: _, ...item }) => item) };
  });
  return { rows, count: page.count };
}

const lockPayout = (t: Db, id: number) =>
  lockPending<{ id: number; user_id: number }>(t, 'payout_request', id, 'x.id, x.user_id');

/** pending → approved: an amount for exactly the request's accounts, paid now. */
export async function settlePayout(db: Db, actor: number, id: number, body: SettlePayout) {
  return db.tx(async (t) => {
    const request = await lockPayout(t, id);
    await lockPayoutHold(t, request.user_id);
    const accounts = (
      await t.query<{ account_record_id: number }>(
        'SELECT account_record_id FROM payout_request_items WHERE payout_request_id = $1',
        [id],
      )
    ).map((row) => row.account_record_id);
    const given = body.items.map((item) => item.account_record_id);
    if (
      given.length !== accounts.length ||
      new Set(given).size !== given.length ||
      given.some((a) => !accounts.includes(a))
    )
      throw businessError(BO_TEXT.payoutItems);
    const amounts = body.items.map((item) => ({
      account_record_id: item.account_record_id,
      amount: toDecimalString(item.amount),
    }));
    for (const item of amounts) {
      await t.query(
        'UPDATE payout_request_items SET amount = $3 WHERE payout_request_id = $1 AND account_record_id = $2',
        [id, item.account_record_id, item.amount],
      );
    }
    const comment = body.comment?.trim() ?? '';
    await t.query(
      `UPDATE payout_requests SET status = 'approved', decided_at = now(), paid_at = now(), decided_by = $2, comment = $3
        WHERE id = $1 AND status = 'pending'`,
      [id, actor, comment],
    );
    await notify(t, request.user_id, 'payout_request.approved', id, NOTICE_TEXT.payoutApproved);
    await writeAudit(
      t,
      actor,
      'payout_request.settle',
      id,
      { status: 'pending' },
      { status: 'approved', items: amounts, comment },
    );
    return { id, status: 'approved' };
  });
}

export async function rejectPayout(db: Db, actor: number, id: number, reason: string) {
  return db.tx(async (t) => {
    const request = await lockPayout(t, id);
    const text = reason.trim();
    await t.query(
      `UPDATE payout_requests SET status = 'rejected', decided_at = now(), decided_by = $2, reject_reason = $3
        WHERE id = $1 AND status = 'pending'`,
      [id, actor, text],
    );
    await notify(t, request.user_id, 'payout_request.rejected', id, NOTICE_TEXT.payoutRejected(text));
    await writeAudit(
      t,
      actor,
      'payout_request.reject',
      id,
      { status: 'pending' },
      { status: 'rejected', reason: text },
    );
    return { id, status: 'rejected' };
  });
}
