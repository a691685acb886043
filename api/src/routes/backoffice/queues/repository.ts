import {
  addDecimals,
  compareDecimals,
  divDecimals,
  negateDecimal,
  toDecimalString,
} from '@fund/shared/decimal';
import type {
  BackofficeCounts,
  CashFlowRow,
  DepositRequestRow,
  PayoutRequestRow,
  PersonalFundsRow,
  ProcessDeposit,
  QueueFilterQuery,
  QueueQuery,
  SettlePayout,
} from '@fund/shared/schemas/backoffice';
import type { Db } from '../../../db/types';
import { keysetPages, listPage, SqlFilter } from '../../../lib/list-page';
import { businessError, conflict, notFound } from '../../../plugins/errors';
import { accountRates, applyPersonalFunds } from '../../accounting/money/repository';
import { appendMovement, currentBundle, shiftBalance } from '../../accounting/repository';
import { notify, type PlayerAccount, playerAccount, userRef, writeAudit } from '../repository';
import { BO_TEXT, DECIDED_TEXT, NOTICE_TEXT } from '../texts';

/** A deposit request's status: processed, rejected, deleted by the player, or pending. */
const DEPOSIT_STATUS = `CASE WHEN d.processed_datetime IS NOT NULL THEN 'processed'
  WHEN d.rejected_at IS NOT NULL THEN 'rejected' WHEN d.deleted_at IS NOT NULL THEN 'deleted' ELSE 'pending' END`;
const DEPOSIT_PENDING = 'd.processed_datetime IS NULL AND d.rejected_at IS NULL AND d.deleted_at IS NULL';

const ACCOUNT_COLUMNS = `ar.id AS account_record_id, ar.name AS account_record_name, r.id AS room_id,
  r.name AS room_name, r.currency_name`;

function queueFilter(query: QueueFilterQuery, status: string, created: string): SqlFilter {
  return new SqlFilter()
    .add((p) => `${status} = ${p}`, query.status === 'all' ? undefined : query.status)
    .add((p) => `u.id = ${p}`, query.player)
    .days(created, query.date_from, query.date_to);
}

/**
 * A queue's list (a page and the filter's count) and its rows a keyset page at a time (its export,
 * issue 40): one SELECT, one filter over `u` (the player) and the queue's status and created columns.
 */
function queueRows<T extends { id: number }>(
  parts: { select: string; from: string; key: string },
  filter: { status: string; created: string },
) {
  const where = (query: QueueFilterQuery) => queueFilter(query, filter.status, filter.created);
  return {
    list: (db: Db, query: QueueQuery) =>
      listPage<T>(db, { ...parts, order: `${parts.key} DESC` }, where(query), query),
    pages: (db: Db, query: QueueFilterQuery) => keysetPages<T>(db, parts, () => where(query)),
  };
}

const depositRequests = queueRows<DepositRequestRow>(
  {
    select: `d.id, ${userRef('u')} AS player, ${ACCOUNT_COLUMNS}, d.amount::text AS amount,
      d.processed_amount::text AS processed_amount, d.comment, ${DEPOSIT_STATUS} AS status,
      d.created_datetime, d.processed_datetime, COALESCE(d.processed_datetime, d.rejected_at) AS decided_at,
      ${userRef('staff')} AS decided_by, d.reject_reason`,
    from: `FROM deposit_requests d JOIN account_records ar ON ar.id = d.account_record_id
      JOIN rooms r ON r.id = ar.room_id JOIN users u ON u.id = ar.user_id LEFT JOIN users staff ON staff.id = d.decided_by`,
    key: 'd.id',
  },
  { status: DEPOSIT_STATUS, created: 'd.created_datetime' },
);
export const listDepositRequests = depositRequests.list;
export const depositRequestPages = depositRequests.pages;

const cashFlows = queueRows<CashFlowRow>(
  {
    select: `c.id, ${userRef('u')} AS player, ${ACCOUNT_COLUMNS}, c.amount::text AS amount, c.is_payout,
      c.comment, c.status, c.created_datetime, c.decided_at, ${userRef('staff')} AS decided_by, c.reject_reason`,
    from: `FROM cash_flows c JOIN account_records ar ON ar.id = c.account_record_id
      JOIN rooms r ON r.id = ar.room_id JOIN users u ON u.id = ar.user_id LEFT JOIN users staff ON staff.id = c.decided_by`,
    key: 'c.id',
  },
  { status: 'c.status', created: 'c.created_datetime' },
);
export const listCashFlows = cashFlows.list;
export const cashFlowPages = cashFlows.pages;

const personalFunds = queueRows<PersonalFundsRow>(
  {
    select: `p.id, ${userRef('u')} AS player, p.type, p.amount::text AS amount,
      p.original_amount::text AS original_amount, ar.id AS account_record_id, ar.name AS account_record_name,
      r.name AS room_name, r.currency_name, p.change_balance, p.comment, p.status, p.created_at AS created_datetime,
      p.decided_at, ${userRef('staff')} AS decided_by, p.reject_reason`,
    from: `FROM personal_funds_movements p JOIN users u ON u.id = p.user_id
      LEFT JOIN account_records ar ON ar.id = p.account_record_id LEFT JOIN rooms r ON r.id = ar.room_id
      LEFT JOIN users staff ON staff.id = p.decided_by`,
    key: 'p.id',
  },
  { status: 'p.status', created: 'p.created_at' },
);
export const listPersonalFunds = personalFunds.list;
export const personalFundsPages = personalFunds.pages;

/** Pending items per queue: the menu badge. */
export async function pendingCounts(db: Db): Promise<BackofficeCounts> {
  const row = await db.one<Omit<BackofficeCounts, 'total'>>(
    `SELECT (SELECT count(*)::int FROM deposit_requests d WHERE ${DEPOSIT_PENDING}) AS deposit_requests,
            (SELECT count(*)::int FROM cash_flows WHERE status = 'pending') AS cash_flows,
            (SELECT count(*)::int FROM payout_requests WHERE status = 'pending') AS payout_requests,
            (SELECT count(*)::int FROM personal_funds_movements WHERE status = 'pending') AS personal_funds`,
  );
  const counts = row ?? { deposit_requests: 0, cash_flows: 0, payout_requests: 0, personal_funds: 0 };
  return {
    ...counts,
    total: counts.deposit_requests + counts.cash_flows + counts.payout_requests + counts.personal_funds,
  };
}

/**
 * Money moved into (+) or out of (−) a room account by the fund: one ledger movement in the
 * player's current bundle and, for a real room, the balance snapshot moved by the same amount
 * (so the result stays what it was). `amount` is in the room's currency; the ledger keeps chips.
 */
async function moveRoomMoney(
  t: Db,
  account: PlayerAccount,
  amount: string,
  movement: { kind: string; source: string; sourceId: number },
): Promise<void> {
  const { chipRate } = await accountRates(t, account.id);
  const chips = divDecimals(amount, chipRate, 2);
  const bundle = (await currentBundle(t, account.user_id))?.id ?? null;
  await appendMovement(t, { account: account.id, bundle, amount: chips, ...movement });
  if (!account.virtual) await shiftBalance(t, account.id, bundle, chips, movement.source);
}

const MOSCOW_TIME = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Who decided a queue item and when: the columns every lock below reads beside the row. */
interface Decided {
  status: string;
  decided_at: Date | null;
  decided_by_name: string | null;
}

/**
 * The 409 of a staff action that lost the race (or came late): what was decided, by whom and when,
 * «Запрос уже проведён: manager, 27.11.2026 18:05 МСК.», never a bare «уже обработан».
 */
function alreadyDecided(entity: keyof typeof DECIDED_TEXT, row: Decided) {
  const decision = (DECIDED_TEXT[entity] as Record<string, string>)[row.status] ?? row.status;
  const at = row.decided_at ? MOSCOW_TIME.format(new Date(row.decided_at)).replace(', ', ' ') : '';
  return conflict(BO_TEXT.alreadyDecided(decision, row.decided_by_name ?? BO_TEXT.unknownStaff, at));
}

interface DepositRow extends Decided {
  id: number;
  account_record_id: number;
  amount: string;
}

async function lockDeposit(t: Db, id: number): Promise<DepositRow> {
  const row = await t.one<DepositRow>(
    `SELECT d.id, d.account_record_id, d.amount::text AS amount, ${DEPOSIT_STATUS} AS status,
            COALESCE(d.processed_datetime, d.rejected_at) AS decided_at, staff.username AS decided_by_name
       FROM deposit_requests d LEFT JOIN users staff ON staff.id = d.decided_by
      WHERE d.id = $1 FOR UPDATE OF d`,
    [id],
  );
  if (!row) throw notFound(BO_TEXT.depositNotFound);
  if (row.status === 'deleted') throw conflict(BO_TEXT.depositDeleted);
  if (row.status !== 'pending') throw alreadyDecided('deposit_request', row);
  return row;
}

/** pending → processed: the deposit lands on the account (ledger `deposit` + balance). */
export async function processDeposit(db: Db, actor: number, id: number, body: ProcessDeposit) {
  return db.tx(async (t) => {
    const request = await lockDeposit(t, id);
    const amount = body.amount === undefined ? request.amount : toDecimalString(body.amount);
    if (compareDecimals(amount, '0') <= 0) throw businessError(BO_TEXT.depositAmount);
    const account = await playerAccount(t, request.account_record_id, true);
    await t.query(
      `UPDATE deposit_requests SET processed_datetime = now(), processed_amount = $2, decided_by = $3
        WHERE id = $1 AND processed_datetime IS NULL AND rejected_at IS NULL AND deleted_at IS NULL`,
      [id, amount, actor],
    );
    await moveRoomMoney(t, account, amount, { kind: 'deposit', source: 'deposit_request', sourceId: id });
    await notify(
      t,
      account.user_id,
      'deposit_request.processed',
      id,
      NOTICE_TEXT.depositProcessed(amount, account.currency_name),
    );
    const after = { status: 'processed', processed_amount: amount, comment: body.comment ?? '' };
    await writeAudit(
      t,
      actor,
      'deposit_request.process',
      id,
      { status: 'pending', amount: request.amount },
      after,
    );
    return { id, status: 'processed' };
  });
}

export async function rejectDeposit(db: Db, actor: number, id: number, reason: string) {
  return db.tx(async (t) => {
    const request = await lockDeposit(t, id);
    const owner = await t.one<{ user_id: number }>('SELECT user_id FROM account_records WHERE id = $1', [
      request.account_record_id,
    ]);
    const text = reason.trim();
    await t.query(
      'UPDATE deposit_requests SET rejected_at = now(), reject_reason = $2, decided_by = $3 WHERE id = $1',
      [id, text, actor],
    );
    await notify(t, owner!.user_id, 'deposit_request.rejected', id, NOTICE_TEXT.depositRejected(text));
    await writeAudit(
      t,
      actor,
      'deposit_request.reject',
      id,
      { status: 'pending', amount: request.amount },
      { status: 'rejected', reason: text },
    );
    return { id, status: 'rejected' };
  });
}

interface LockedCashFlow extends Decided {
  id: number;
  account_record_id: number;
  amount: string;
  is_payout: boolean;
}

/** The decider's name beside a locked queue row `x` (its `decided_by`). */
const DECIDER = 'x.decided_at, (SELECT s.username FROM users s WHERE s.id = x.decided_by) AS decided_by_name';

async function lockCashFlow(t: Db, id: number): Promise<LockedCashFlow> {
  const row = await t.one<LockedCashFlow>(
    `SELECT x.id, x.account_record_id, x.amount::text AS amount, x.is_payout, x.status, ${DECIDER}
       FROM cash_flows x WHERE x.id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound(BO_TEXT.cashFlowNotFound);
  if (row.status !== 'pending') throw alreadyDecided('cash_flow', row);
  return row;
}

/** pending → approved (ledger cashflow_in/out and the balance) | rejected (reason). */
export async function decideCashFlow(db: Db, actor: number, id: number, decision: Decision) {
  return db.tx(async (t) => {
    const flow = await lockCashFlow(t, id);
    const account = await playerAccount(t, flow.account_record_id, true);
    if (decision.approve) {
      await moveRoomMoney(t, account, flow.is_payout ? negateDecimal(flow.amount) : flow.amount, {
        kind: flow.is_payout ? 'cashflow_out' : 'cashflow_in',
        source: 'cash_flow',
        sourceId: id,
      });
    }
    return closeDecision(t, actor, decision, {
      entity: 'cash_flow',
      id,
      userId: account.user_id,
      before: { status: 'pending', amount: flow.amount, is_payout: flow.is_payout },
    });
  });
}

export type Decision = { approve: true; comment?: string } | { approve: false; reason: string };

/** The tables of the approve/reject queues and the notices their players get. */
const DECIDED = {
  cash_flow: {
    table: 'cash_flows',
    approved: NOTICE_TEXT.cashFlowApproved,
    rejected: NOTICE_TEXT.cashFlowRejected,
  },
  personal_funds: {
    table: 'personal_funds_movements',
    approved: NOTICE_TEXT.fundsApproved,
    rejected: NOTICE_TEXT.fundsRejected,
  },
} as const;

/**
 * The end of a cash flow's or personal funds record's decision (the row locked, its money written):
 * pending → approved | rejected, the player's notice and the audit row.
 */
async function closeDecision(
  t: Db,
  actor: number,
  decision: Decision,
  target: { entity: keyof typeof DECIDED; id: number; userId: number; before: object },
) {
  const { table, approved, rejected } = DECIDED[target.entity];
  const status = decision.approve ? 'approved' : 'rejected';
  const reason = decision.approve ? null : decision.reason.trim();
  await t.query(
    `UPDATE ${table} SET status = $2, decided_at = now(), decided_by = $3, reject_reason = $4
      WHERE id = $1 AND status = 'pending'`,
    [target.id, status, actor, reason],
  );
  await notify(
    t,
    target.userId,
    `${target.entity}.${status}`,
    target.id,
    reason === null ? approved : rejected(reason),
  );
  await writeAudit(
    t,
    actor,
    `${target.entity}.${decision.approve ? 'approve' : 'reject'}`,
    target.id,
    target.before,
    decision.approve ? { status, comment: decision.comment ?? '' } : { status, reason },
  );
  return { id: target.id, status };
}

interface FundsRow extends Decided {
  id: number;
  user_id: number;
  account_record_id: number | null;
  type: string;
  amount: string;
  original_amount: string | null;
  change_balance: boolean;
}

/** pending → approved (now it counts: the room side is written) | rejected (reason). */
export async function decidePersonalFunds(db: Db, actor: number, id: number, decision: Decision) {
  return db.tx(async (t) => {
    const row = await t.one<FundsRow>(
      `SELECT x.id, x.user_id, x.account_record_id, x.type, x.amount::text AS amount,
              x.original_amount::text AS original_amount, x.change_balance, x.status, ${DECIDER}
         FROM personal_funds_movements x WHERE x.id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw notFound(BO_TEXT.fundsNotFound);
    if (row.status !== 'pending') throw alreadyDecided('personal_funds', row);
    if (decision.approve && row.type === 'deposit') {
      if (row.account_record_id === null) throw conflict(BO_TEXT.fundsNoAccount);
      const account = await playerAccount(t, row.account_record_id, true);
      await applyPersonalFunds(t, {
        id,
        userId: row.user_id,
        account: account.id,
        type: row.type,
        amount: row.original_amount ?? row.amount,
        changeBalance: row.change_balance,
      });
    }
    return closeDecision(t, actor, decision, {
      entity: 'personal_funds',
      id,
      userId: row.user_id,
      before: { status: 'pending', type: row.type, amount: row.amount },
    });
  });
}

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

/** The payout queue's filter over `p` (payout_requests) and `u` (its player): the list's and the export's. */
export function payoutFilter(query: QueueFilterQuery): SqlFilter {
  return new SqlFilter()
    .add((p) => `p.status = ${p}`, query.status === 'all' ? undefined : query.status)
    .add((p) => `u.id = ${p}`, query.player)
    .days('p.created_at', query.date_from, query.date_to);
}

export async function listPayoutRequests(db: Db, query: QueueQuery) {
  const filter = payoutFilter(query);
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

async function lockPayout(t: Db, id: number) {
  const row = await t.one<{ id: number; user_id: number } & Decided>(
    `SELECT x.id, x.user_id, x.status, ${DECIDER} FROM payout_requests x WHERE x.id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound(BO_TEXT.payoutNotFound);
  if (row.status !== 'pending') throw alreadyDecided('payout_request', row);
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
