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
import { idPage, keysetPages, SqlFilter, tableCount } from '../../../lib/list-page';
import { moscowTime } from '../../../lib/moscow-time';
import { businessError, conflict, notFound } from '../../../plugins/errors';
import { accountRates, applyPersonalFunds, lockPayoutHold } from '../../accounting/money/repository';
import { appendMovement, currentBundle, shiftBalance } from '../../accounting/repository';
import { notify, type PlayerAccount, playerAccount, userRef, writeAudit } from '../repository';
import { BO_TEXT, DECIDED_TEXT, NOTICE_TEXT } from '../texts';

/** A deposit request's status: processed, rejected, deleted by the player, or pending. */
const DEPOSIT_STATUS = `CASE WHEN d.processed_datetime IS NOT NULL THEN 'processed'
  WHEN d.rejected_at IS NOT NULL THEN 'rejected' WHEN d.deleted_at IS NOT NULL THEN 'deleted' ELSE 'pending' END`;
const DEPOSIT_PENDING = 'd.processed_datetime IS NULL AND d.rejected_at IS NULL AND d.deleted_at IS NULL';
/** Each status of DEPOSIT_STATUS as a condition an index can serve (pending: a partial index, migration 140). */
const DEPOSIT_WHERE: Record<string, string> = {
  pending: DEPOSIT_PENDING,
  processed: 'd.processed_datetime IS NOT NULL',
  rejected: 'd.processed_datetime IS NULL AND d.rejected_at IS NOT NULL',
  deleted: 'd.processed_datetime IS NULL AND d.rejected_at IS NULL AND d.deleted_at IS NOT NULL',
};

const ACCOUNT_COLUMNS = `ar.id AS account_record_id, ar.name AS account_record_name, r.id AS room_id,
  r.name AS room_name, r.currency_name`;

/** The player's accounts, for a queue whose rows name an account (`alias.account_record_id`). */
const playerAccounts = (alias: string) => (p: string) =>
  `${alias}.account_record_id IN (SELECT a.id FROM account_records a WHERE a.user_id = ${p})`;

/**
 * A decision queue's table, and its filter over that table alone (alias `alias`), so that a page's
 * ids come from one index (issue 43, docs/backoffice.md "At fund scale"); `queue` names its counts
 * in backoffice_counts (migration 140).
 */
interface QueueTable {
  /** Its counters' name: a decision queue's (the menu's counts), or the transfers' (migration 149). */
  queue: keyof Omit<BackofficeCounts, 'total'> | 'transfers';
  table: string;
  alias: string;
  status: (filter: SqlFilter, status: string) => SqlFilter;
  player: (placeholder: string) => string;
  created: string;
}

function tableFilter(table: QueueTable, query: QueueFilterQuery): SqlFilter {
  const filter = query.status === 'all' ? new SqlFilter() : table.status(new SqlFilter(), query.status);
  return filter.add(table.player, query.player).days(table.created, query.date_from, query.date_to);
}

/** Σ of the counters (migration 140) of a queue, per status. */
async function countersOf(db: Db, queue?: string): Promise<Map<string, Map<string, number>>> {
  const rows = await db.query<{ queue: string; status: string; n: number }>(
    `SELECT queue, status, sum(n)::int AS n FROM backoffice_counts
      ${queue ? 'WHERE queue = $1' : ''} GROUP BY queue, status`,
    queue ? [queue] : [],
  );
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const own = counts.get(row.queue) ?? new Map<string, number>();
    own.set(row.status, row.n);
    counts.set(row.queue, own);
  }
  return counts;
}

/** The filter's count: the counters when only the status filters, else count(*) over the table's indexes. */
async function queueCount(db: Db, table: QueueTable, query: QueueFilterQuery): Promise<number> {
  if (query.player === undefined && query.date_from === undefined && query.date_to === undefined) {
    const own = (await countersOf(db, table.queue)).get(table.queue) ?? new Map<string, number>();
    if (query.status !== 'all') return own.get(query.status) ?? 0;
    return [...own.values()].reduce((a, b) => a + b, 0);
  }
  return tableCount(db, table.table, table.alias, tableFilter(table, query));
}

/** A decision queue's page, newest first, and the filter's count (issue 43): `idPage` over the queue's table. */
async function queuePage<T>(
  db: Db,
  table: QueueTable,
  parts: { select: string; joins: string },
  query: QueueQuery,
): Promise<{ rows: T[]; count: number }> {
  const count = await queueCount(db, table, query);
  return idPage<T>(
    db,
    { table: table.table, alias: table.alias, ...parts },
    tableFilter(table, query),
    count,
    query,
    () => businessError(BO_TEXT.pageTooFar),
  );
}

/**
 * A queue's list (a page and the filter's count) and its rows a keyset page at a time (its export,
 * issue 40): one SELECT over the queue's table and its joins (`u` the player). The transfers list is
 * one too (content/repository.ts).
 */
export function queueRows<T extends { id: number }>(
  table: QueueTable,
  parts: { select: string; joins: string },
) {
  const from = `FROM ${table.table} ${table.alias} ${parts.joins}`;
  return {
    list: (db: Db, query: QueueQuery) => queuePage<T>(db, table, parts, query),
    pages: (db: Db, query: QueueFilterQuery) =>
      keysetPages<T>(db, { select: parts.select, from, key: `${table.alias}.id` }, () =>
        tableFilter(table, query),
      ),
  };
}

/** `x.status = <status>` of a queue with a status column. */
export const statusColumn = (alias: string) => (filter: SqlFilter, status: string) =>
  filter.add((p) => `${alias}.status = ${p}`, status);

const depositRequests = queueRows<DepositRequestRow>(
  {
    queue: 'deposit_requests',
    table: 'deposit_requests',
    alias: 'd',
    status: (filter, status) => filter.raw(DEPOSIT_WHERE[status] ?? 'false'),
    player: playerAccounts('d'),
    created: 'd.created_datetime',
  },
  {
    select: `d.id, ${userRef('u')} AS player, ${ACCOUNT_COLUMNS}, d.amount::text AS amount,
      d.processed_amount::text AS processed_amount, d.comment, ${DEPOSIT_STATUS} AS status,
      d.created_datetime, d.processed_datetime, COALESCE(d.processed_datetime, d.rejected_at) AS decided_at,
      ${userRef('staff')} AS decided_by, d.reject_reason`,
    joins: `JOIN account_records ar ON ar.id = d.account_record_id
      JOIN rooms r ON r.id = ar.room_id JOIN users u ON u.id = ar.user_id LEFT JOIN users staff ON staff.id = d.decided_by`,
  },
);
export const listDepositRequests = depositRequests.list;
export const depositRequestPages = depositRequests.pages;

const cashFlows = queueRows<CashFlowRow>(
  {
    queue: 'cash_flows',
    table: 'cash_flows',
    alias: 'c',
    status: statusColumn('c'),
    player: playerAccounts('c'),
    created: 'c.created_datetime',
  },
  {
    select: `c.id, ${userRef('u')} AS player, ${ACCOUNT_COLUMNS}, c.amount::text AS amount, c.is_payout,
      c.comment, c.status, c.created_datetime, c.decided_at, ${userRef('staff')} AS decided_by, c.reject_reason`,
    joins: `JOIN account_records ar ON ar.id = c.account_record_id
      JOIN rooms r ON r.id = ar.room_id JOIN users u ON u.id = ar.user_id LEFT JOIN users staff ON staff.id = c.decided_by`,
  },
);
export const listCashFlows = cashFlows.list;
export const cashFlowPages = cashFlows.pages;

const personalFunds = queueRows<PersonalFundsRow>(
  {
    queue: 'personal_funds',
    table: 'personal_funds_movements',
    alias: 'p',
    status: statusColumn('p'),
    player: (p) => `p.user_id = ${p}`,
    created: 'p.created_at',
  },
  {
    select: `p.id, ${userRef('u')} AS player, p.type, p.amount::text AS amount,
      p.original_amount::text AS original_amount, ar.id AS account_record_id, ar.name AS account_record_name,
      r.name AS room_name, r.currency_name, p.change_balance, p.comment, p.status, p.created_at AS created_datetime,
      p.decided_at, ${userRef('staff')} AS decided_by, p.reject_reason`,
    joins: `JOIN users u ON u.id = p.user_id
      LEFT JOIN account_records ar ON ar.id = p.account_record_id LEFT JOIN rooms r ON r.id = ar.room_id
      LEFT JOIN users staff ON staff.id = p.decided_by`,
  },
);
export const listPersonalFunds = personalFunds.list;
export const personalFundsPages = personalFunds.pages;

/** Pending items per queue: the menu badge, from the counters (migration 140): no queue is scanned. */
export async function pendingCounts(db: Db): Promise<BackofficeCounts> {
  const all = await countersOf(db);
  const pending = (queue: string) => all.get(queue)?.get('pending') ?? 0;
  const counts = {
    deposit_requests: pending('deposit_requests'),
    cash_flows: pending('cash_flows'),
    payout_requests: pending('payout_requests'),
    personal_funds: pending('personal_funds'),
  };
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
  const at = row.decided_at ? moscowTime(row.decided_at) : '';
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
