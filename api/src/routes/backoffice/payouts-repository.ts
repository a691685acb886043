import { addDecimals, toDecimalString } from '@fund/shared/decimal';
import type { PayoutRequestRow, QueueQuery, SettlePayout } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../db/types';
import { businessError, conflict, notFound } from '../../plugins/errors';
import { notify, writeAudit } from './audit';
import { listPage, SqlFilter, userRef } from './filter';
import { BO_TEXT, NOTICE_TEXT } from './texts';

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

function itemsOf(db: Db, requestIds: number[]) {
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

export async function listPayoutRequests(db: Db, query: QueueQuery) {
  const filter = new SqlFilter()
    .add((p) => `p.status = ${p}`, query.status === 'all' ? undefined : query.status)
    .add((p) => `u.id = ${p}`, query.player)
    .days('p.created_at', query.date_from, query.date_to);
  const page = await listPage<Omit<PayoutRequestRow, 'items' | 'totals'>>(
    db,
    {
      select: `p.id, ${userRef('u')} AS player, p.status, p.created_at AS created_datetime, p.paid_at,
        p.decided_at, ${userRef('staff')} AS decided_by, p.reject_reason`,
      from: `FROM payout_requests p JOIN users u ON u.id = p.user_id LEFT JOIN users staff ON staff.id = p.decided_by`,
      order: 'p.id DESC',
    },
    filter,
    query,
  );
  const items = await itemsOf(
    db,
    page.rows.map((row) => row.id),
  );
  const rows: PayoutRequestRow[] = page.rows.map((row) => {
    const own = items.filter((item) => item.payout_request_id === row.id);
    return { ...row, totals: totals(own), items: own.map(({ payout_request_id: _, ...item }) => item) };
  });
  return { rows, count: page.count };
}

/** The player's own payout requests with their outcome. */
export async function playerPayoutRequests(db: Db, userId: number) {
  const requests = await db.query<{ id: number; status: string; reject_reason: string | null }>(
    `SELECT id, status, reject_reason, created_at AS created_datetime, paid_at FROM payout_requests
      WHERE user_id = $1 ORDER BY id DESC`,
    [userId],
  );
  const items = await itemsOf(
    db,
    requests.map((row) => row.id),
  );
  return requests.map((request) => ({
    ...request,
    items: items
      .filter((item) => item.payout_request_id === request.id)
      .map((item) => ({
        account_record_id: item.account_record_id,
        account_record_name: item.account_record_name,
        room_name: item.room_name,
        currency_name: item.currency_name,
        amount: item.amount,
      })),
  }));
}

async function lockPayout(t: Db, id: number) {
  const row = await t.one<{ id: number; user_id: number; status: string }>(
    'SELECT id, user_id, status FROM payout_requests WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw notFound(BO_TEXT.payoutNotFound);
  if (row.status !== 'pending') throw conflict(BO_TEXT.payoutDecided);
  return row;
}

/** pending → approved: an amount for exactly the request's accounts, paid now. */
export async function settlePayout(db: Db, actor: number, id: number, body: SettlePayout) {
  return db.tx(async (t) => {
    const request = await lockPayout(t, id);
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
    await writeAudit(t, {
      actor,
      action: 'payout_request.settle',
      entity: 'payout_request',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'approved', items: amounts, comment },
    });
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
    await writeAudit(t, {
      actor,
      action: 'payout_request.reject',
      entity: 'payout_request',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: text },
    });
    return { id, status: 'rejected' };
  });
}
