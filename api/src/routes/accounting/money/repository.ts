import {
  addDecimals,
  compareDecimals,
  divDecimals,
  mulDecimals,
  negateDecimal,
  roundDecimal,
  subDecimals,
  toDecimalString,
} from '@fund/shared/decimal';
import type {
  BalanceTransfer,
  CashFlow,
  ChangeBalance,
  DepositRequest,
  PayoutRequest,
  PersonalFundsPayload,
} from '@fund/shared/schemas/accounting';
import type { CashFlowRow, DepositRequestRow, FundsRow } from '@fund/shared/schemas/accounting-responses';
import { messages } from '@fund/shared/schemas/common';
import type { Db } from '../../../db/types';
import { keysetPages, SqlFilter } from '../../../lib/list-page';
import { moscowTime } from '../../../lib/moscow-time';
import { businessError, conflict, forbidden } from '../../../plugins/errors';
import { notFound } from '../../../plugins/reply';
import { texts } from '../../../texts';
import { personalFundsMax } from '../reports/repository';
import {
  appendBalance,
  appendMovement,
  currentBundle,
  ensureAvailable,
  ensureCoversHolds,
  latestBalance,
  ownAccount,
} from '../repository';

async function allowUntracked(db: Db): Promise<number[]> {
  const row = await db.one<{ allow_untracked_input: number[] }>(
    'SELECT allow_untracked_input FROM frontend_settings WHERE id = 1',
  );
  return (row?.allow_untracked_input ?? []).map(Number);
}

/** A new balance snapshot; only for rooms listed in allow_untracked_input. */
export async function changeBalance(db: Db, userId: number, body: ChangeBalance) {
  return db.tx(async (t) => {
    const account = await ownAccount(t, userId, body.account_record, true);
    if (!(await allowUntracked(t)).includes(account.room_id)) throw forbidden(texts.money.untracked);
    const bundle = (await currentBundle(t, userId))?.id ?? null;
    const balance = toDecimalString(body.balance);
    await ensureCoversHolds(t, account.id, balance, true);
    await appendBalance(t, account.id, bundle, balance, 'manual', body.tournaments_count);
    return { account_record: account.id, balance };
  });
}

/** Moves an amount between two own accounts of one chip currency; both ledgers in one tx. */
export async function transferBetweenAccounts(db: Db, userId: number, body: BalanceTransfer) {
  if (body.cashout_account_record === body.deposit_account_record)
    throw businessError(texts.money.sameAccount);
  return db.tx(async (t) => {
    // Lock in id order so two opposite transfers cannot deadlock.
    const ids = [body.cashout_account_record, body.deposit_account_record].sort((a, b) => a - b);
    const locked = [
      await ownAccount(t, userId, ids[0] as number, true),
      await ownAccount(t, userId, ids[1] as number, true),
    ];
    const from = locked.find((a) => a.id === body.cashout_account_record)!;
    const to = locked.find((a) => a.id === body.deposit_account_record)!;
    if (from.chip_currency_id === null || from.chip_currency_id !== to.chip_currency_id) {
      throw businessError(texts.money.otherCurrency);
    }
    if (body.change_balance && (from.virtual || to.virtual)) throw businessError(texts.money.virtualBalance);
    const amount = toDecimalString(body.amount);
    const fromBalance = await latestBalance(t, from.id);
    // With change_balance the rest must still cover the holds; without it no snapshot moves, but
    // the amount may still not exceed what the account holds free (issue 35).
    if (body.change_balance) await ensureCoversHolds(t, from.id, subDecimals(fromBalance, amount));
    else await ensureAvailable(t, from.id, amount);
    const row = await t.one<{ id: number }>(
      `INSERT INTO balance_transfers (user_id, cashout_account_record_id, deposit_account_record_id, amount, comment,
         deposit_scr, change_balance) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [userId, from.id, to.id, amount, body.comment.trim(), body.deposit_scr.trim(), body.change_balance],
    );
    const id = row!.id;
    const bundle = (await currentBundle(t, userId))?.id ?? null;
    if (compareDecimals(amount, '0') > 0) {
      const base = { bundle, source: 'balance_transfer', sourceId: id };
      await appendMovement(t, {
        ...base,
        account: from.id,
        kind: 'balance_transfer_out',
        amount: negateDecimal(amount),
      });
      await appendMovement(t, { ...base, account: to.id, kind: 'balance_transfer_in', amount });
    }
    if (body.change_balance) {
      await appendBalance(t, from.id, bundle, subDecimals(fromBalance, amount), 'balance_transfer');
      await appendBalance(
        t,
        to.id,
        bundle,
        addDecimals(await latestBalance(t, to.id), amount),
        'balance_transfer',
      );
    }
    return { id };
  });
}

/** A cash flow report, pending until the fund approves or rejects it. */
export async function createCashFlow(db: Db, userId: number, body: CashFlow) {
  return db.tx(async (t) => {
    const account = await ownAccount(t, userId, body.account_record, true);
    const amount = toDecimalString(body.amount);
    // A payout leaves the room: at most what the account holds free (approval checks again).
    if (body.is_payout) {
      const { chipRate } = await accountRates(t, account.id);
      await ensureAvailable(t, account.id, divDecimals(amount, chipRate, 2));
    }
    const row = await t.one<{ id: number }>(
      `INSERT INTO cash_flows (account_record_id, amount, is_payout, comment) VALUES ($1, $2, $3, $4) RETURNING id`,
      [account.id, amount, body.is_payout, body.comment.trim()],
    );
    return { id: row!.id };
  });
}

/** A cash flow row's columns (the list's and the export's); `c` a cash flow, `ar` its account, `r` its room. */
const CASH_FLOW_COLUMNS = `c.id, r.short_name AS room_short_name, ar.name AS account_record_name, c.amount::text AS amount,
            r.currency_name, c.is_payout, c.created_datetime, c.comment`;

export async function listCashFlows(db: Db, userId: number, limit: number, offset: number) {
  const rows = await db.query<Record<string, unknown>>(
    // Each account's newest offset + limit rows through its (account, created, id) index, then the
    // page of their merge: a deep history is never sorted whole (issue 11).
    `SELECT ${CASH_FLOW_COLUMNS},
            c.status = 'approved' AS approved, c.status = 'rejected' AS rejected, c.status, c.reject_reason
       FROM account_records ar JOIN rooms r ON r.id = ar.room_id
      CROSS JOIN LATERAL (SELECT * FROM cash_flows x WHERE x.account_record_id = ar.id
                           ORDER BY x.created_datetime DESC, x.id DESC LIMIT $2::int + $3::int) c
      WHERE ar.user_id = $1 ORDER BY c.created_datetime DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  const count = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM cash_flows c JOIN account_records ar ON ar.id = c.account_record_id
      WHERE ar.user_id = $1`,
    [userId],
  );
  return { rows, count: count?.n ?? 0 };
}

/** A cash flow of the export (issue 40): the list's row without its two status flags. */
export type CashFlowLine = Omit<CashFlowRow, 'approved' | 'rejected'>;

/** Every cash flow of the player's accounts (the list's count), newest first, a page at a time (the export). */
export const cashFlowPages = (db: Db, userId: number) =>
  keysetPages<CashFlowLine>(
    db,
    {
      select: `${CASH_FLOW_COLUMNS}, c.status, c.reject_reason`,
      from: 'FROM cash_flows c JOIN account_records ar ON ar.id = c.account_record_id JOIN rooms r ON r.id = ar.room_id',
      key: 'c.id',
    },
    () => new SqlFilter().add((p) => `ar.user_id = ${p}`, userId),
  );

/**
 * A pending deposit request: one statement that writes the row only for the player's own account
 * allowing requests (issue 11: one round trip instead of a transaction of four). No money moves
 * until the fund processes it, so no account lock is needed. Refused: why, asked afterwards.
 */
export async function createDepositRequest(db: Db, userId: number, body: DepositRequest) {
  const row = await db.one<{ id: number }>(
    `INSERT INTO deposit_requests (account_record_id, amount, comment)
     SELECT ar.id, $3, $4 FROM account_records ar
      WHERE ar.id = $1 AND ar.user_id = $2 AND ar.can_request_deposit
     RETURNING id`,
    [body.account_record, userId, toDecimalString(body.amount), body.comment?.trim() ?? ''],
  );
  if (row) return { id: row.id };
  await ownAccount(db, userId, body.account_record);
  throw businessError(texts.money.depositNotAllowed);
}

/** The player's deposit requests (the list's and the export's), deleted ones left out. */
const DEPOSIT_REQUESTS = {
  select: `d.id, d.account_record_id, r.short_name AS room_short_name, ar.name AS account_record_name, d.amount::text AS amount,
            r.currency_name, d.comment, d.created_datetime, d.processed_datetime,
            CASE WHEN d.processed_datetime IS NOT NULL THEN 'processed' WHEN d.rejected_at IS NOT NULL THEN 'rejected'
                 ELSE 'pending' END AS status,
            d.reject_reason, d.processed_amount::text AS processed_amount`,
  from: 'FROM deposit_requests d JOIN account_records ar ON ar.id = d.account_record_id JOIN rooms r ON r.id = ar.room_id',
};
const ownDepositRequests = (userId: number) =>
  new SqlFilter().add((p) => `ar.user_id = ${p}`, userId).raw('d.deleted_at IS NULL');

export function listDepositRequests(db: Db, userId: number) {
  const own = ownDepositRequests(userId);
  return db.query(
    `SELECT ${DEPOSIT_REQUESTS.select} ${DEPOSIT_REQUESTS.from} ${own.where} ORDER BY d.created_datetime DESC, d.id DESC`,
    own.params,
  );
}

/** The same requests, newest first, a page at a time (the export, issue 40). */
export const depositRequestPages = (db: Db, userId: number) =>
  keysetPages<DepositRequestRow>(db, { ...DEPOSIT_REQUESTS, key: 'd.id' }, () => ownDepositRequests(userId));

/** Soft-deletes a pending request; processed or already deleted ones are refused. */
export async function deleteDepositRequest(db: Db, userId: number, id: number) {
  return db.tx(async (t) => {
    const row = await t.one<{ processed: boolean; deleted: boolean }>(
      `SELECT d.processed_datetime IS NOT NULL AS processed, d.deleted_at IS NOT NULL AS deleted
         FROM deposit_requests d JOIN account_records ar ON ar.id = d.account_record_id
        WHERE d.id = $1 AND ar.user_id = $2 FOR UPDATE OF d`,
      [id, userId],
    );
    if (!row || row.deleted) throw notFound(texts.money.depositNotFound);
    if (row.processed) throw conflict(texts.money.depositProcessed);
    const done = await t.one(
      `UPDATE deposit_requests SET deleted_at = now()
        WHERE id = $1 AND processed_datetime IS NULL AND deleted_at IS NULL RETURNING id`,
      [id],
    );
    if (!done) throw notFound(texts.money.depositNotFound);
    return { id };
  });
}

/** The booking board: open deposits in the player's rooms and the ones the player booked. */
export function listBookings(db: Db, userId: number) {
  return db.query(
    `SELECT b.id, r.name AS room_name, b.currency_name, b.amount::text AS amount, b.comment, b.created_datetime,
            COALESCE(b.booked_by = $1, false) AS booked_by_me, b.booked_at
       FROM deposit_bookings b JOIN rooms r ON r.id = b.room_id
      WHERE (b.booked_by IS NULL AND EXISTS (SELECT 1 FROM account_records ar WHERE ar.user_id = $1 AND ar.room_id = b.room_id))
         OR b.booked_by = $1
      ORDER BY b.created_datetime DESC, b.id DESC`,
    [userId],
  );
}

/** First booking wins (conditional update). */
export async function bookDeposit(db: Db, userId: number, depositId: number) {
  return db.tx(async (t) => {
    const row = await t.one<{ booked_by: number | null }>(
      `SELECT b.booked_by FROM deposit_bookings b
        WHERE b.id = $1 AND EXISTS (SELECT 1 FROM account_records ar WHERE ar.user_id = $2 AND ar.room_id = b.room_id)`,
      [depositId, userId],
    );
    if (!row) throw notFound(texts.money.bookingNotFound);
    const done = await t.one(
      'UPDATE deposit_bookings SET booked_by = $2, booked_at = now() WHERE id = $1 AND booked_by IS NULL RETURNING id',
      [depositId, userId],
    );
    if (!done) throw conflict(texts.money.booked);
    return { id: depositId };
  });
}

/** Forex rate (USD per unit) and chip rate of an account. */
export async function accountRates(db: Db, accountId: number) {
  const row = await db.one<{ rate: string; chip_rate: string }>(
    `SELECT COALESCE(fx.rate, 1)::text AS rate, COALESCE(cc.chip_rate, 1)::text AS chip_rate
       FROM account_records ar JOIN rooms r ON r.id = ar.room_id
       LEFT JOIN forex_rates fx ON fx.currency_name = r.currency_name
       LEFT JOIN chip_currencies cc ON cc.id = ar.chip_currency_id WHERE ar.id = $1`,
    [accountId],
  );
  return { rate: row?.rate ?? '1', chipRate: row?.chip_rate ?? '1' };
}

/** What a personal funds movement does to the room account (its ledger and, if asked, its balance). */
export interface PersonalFundsEffect {
  id: number;
  userId: number;
  account: number;
  type: string;
  /** In the account's currency, negative for a cashout. */
  amount: string;
  changeBalance: boolean;
}

/** The room side in chips, and the balance it leaves when asked to change it (checked against the holds). */
async function roomSide(t: Db, effect: PersonalFundsEffect) {
  const { chipRate } = await accountRates(t, effect.account);
  const chips = negateDecimal(divDecimals(effect.amount, chipRate, 2));
  if (!effect.changeBalance) {
    // A deposit to personal funds leaves the room: at most what it holds free (issue 35).
    if (compareDecimals(chips, '0') < 0) await ensureAvailable(t, effect.account, negateDecimal(chips));
    return { chips, next: undefined };
  }
  const next = addDecimals(await latestBalance(t, effect.account), chips);
  await ensureCoversHolds(t, effect.account, next);
  return { chips, next };
}

/**
 * Writes the room side of a personal funds movement: deposit room → personal funds, cashout
 * personal funds → room (chips; a cashback touches no room). Called at once for a cashout and
 * when the fund approves a declared deposit (issue 16). The account row must be locked.
 */
export async function applyPersonalFunds(t: Db, effect: PersonalFundsEffect): Promise<void> {
  if (effect.type !== 'deposit' && effect.type !== 'cashout') return;
  const { chips, next } = await roomSide(t, effect);
  const bundle = (await currentBundle(t, effect.userId))?.id ?? null;
  if (compareDecimals(chips, '0') !== 0) {
    await appendMovement(t, {
      account: effect.account,
      bundle,
      kind: effect.type === 'deposit' ? 'personal_funds_out' : 'personal_funds_in',
      amount: chips,
      source: 'personal_funds',
      sourceId: effect.id,
    });
  }
  if (next !== undefined) await appendBalance(t, effect.account, bundle, next, 'personal_funds');
}

/**
 * A personal funds movement. The amount is in the account's currency (negative for a cashout);
 * the personal funds ledger keeps USD, the room ledger chips (docs/accounting.md). A declared
 * deposit or cashback is pending and counts nowhere until the fund approves it (issue 16); a
 * cashout counts at once.
 */
export async function movePersonalFunds(
  db: Db,
  userId: number,
  body: PersonalFundsPayload & { change_balance?: boolean },
) {
  return db.tx(async (t) => {
    const account = await ownAccount(t, userId, body.account_record, true);
    // Serialise one player's personal funds: lock the user row.
    await t.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const changeBalance = body.change_balance ?? false;
    if (changeBalance && account.virtual) throw businessError(texts.money.virtualBalance);
    const amount = toDecimalString(body.amount);
    const { rate } = await accountRates(t, account.id);
    if (body.type === 'cashout') {
      const max = await personalFundsMax(t, userId, rate);
      if (compareDecimals(negateDecimal(amount), max) > 0) throw businessError(messages.notMoreThanBalance);
    }
    const usd = roundDecimal(mulDecimals(amount, rate), 2);
    const status = body.type === 'cashout' ? 'approved' : 'pending';
    const effect = { id: 0, userId, account: account.id, type: body.type, amount, changeBalance };
    // A declared deposit that could not be approved now is refused now (approval checks again).
    if (status === 'pending' && body.type === 'deposit') await roomSide(t, effect);
    const row = await t.one<{ id: number }>(
      `INSERT INTO personal_funds_movements
         (user_id, account_record_id, type, amount, comment, change_balance, status, original_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [userId, account.id, body.type, usd, body.comment.trim(), changeBalance, status, amount],
    );
    const id = row!.id;
    if (status === 'approved') await applyPersonalFunds(t, { ...effect, id });
    return { id, status };
  });
}

/** The player's personal funds movements (the list's and the export's); `p` a movement. */
const PERSONAL_FUNDS = {
  select: `p.id, p.type, p.amount::text AS amount, 'USD' AS currency_name, p.comment, p.created_at AS created_datetime,
            r.short_name AS room_short_name, ar.name AS account_record_name, p.status, p.reject_reason`,
  from: `FROM personal_funds_movements p
       LEFT JOIN account_records ar ON ar.id = p.account_record_id LEFT JOIN rooms r ON r.id = ar.room_id`,
};
const ownPersonalFunds = (userId: number) => new SqlFilter().add((p) => `p.user_id = ${p}`, userId);

export function listPersonalFunds(db: Db, userId: number) {
  const own = ownPersonalFunds(userId);
  return db.query(
    `SELECT ${PERSONAL_FUNDS.select} ${PERSONAL_FUNDS.from} ${own.where} ORDER BY p.created_at DESC, p.id DESC`,
    own.params,
  );
}

/** The same movements, newest first, a page at a time (the export, issue 40). */
export const personalFundsPages = (db: Db, userId: number) =>
  keysetPages<FundsRow>(db, { ...PERSONAL_FUNDS, key: 'p.id' }, () => ownPersonalFunds(userId));

/**
 * A wallet change holds the player's payouts for 24 hours (issue 41 item 2; migration 154,
 * auth/wallets.ts): no payout is requested or paid meanwhile. Locks the user's row, so a wallet
 * change and a payout are serialised.
 */
export async function lockPayoutHold(t: Db, userId: number) {
  const held = await t.one<{ until: Date | null }>(
    'SELECT CASE WHEN payouts_held_until > now() THEN payouts_held_until END AS until FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  if (held?.until) throw conflict(texts.money.payoutHeld(moscowTime(held.until)));
}

/** One pending payout request per player (unique partial index as the backstop). */
export async function requestPayout(db: Db, userId: number, items: PayoutRequest) {
  const ids = items.map((item) => item.account_record_id);
  if (new Set(ids).size !== ids.length) throw businessError(texts.money.duplicateAccount);
  return db.tx(async (t) => {
    await lockPayoutHold(t, userId);
    for (const id of ids) await ownAccount(t, userId, id);
    const pending = await t.one("SELECT id FROM payout_requests WHERE user_id = $1 AND status = 'pending'", [
      userId,
    ]);
    if (pending) throw conflict(texts.money.pendingPayout);
    const bundle = (await currentBundle(t, userId))?.id ?? null;
    const row = await t.one<{ id: number }>(
      'INSERT INTO payout_requests (user_id, bundle_id) VALUES ($1, $2) RETURNING id',
      [userId, bundle],
    );
    for (const item of items) {
      await t.query(
        `INSERT INTO payout_request_items (payout_request_id, account_record_id, screenshot, screenshot2)
         VALUES ($1, $2, $3, $4)`,
        [row!.id, item.account_record_id, item.screenshot.trim(), item.screenshot2?.trim() || null],
      );
    }
    return { id: row!.id };
  });
}
