import { compareDecimals } from '@fund/shared/decimal';
import type { Db } from '../../db/types';
import { businessError, conflict, ValidationError } from '../../plugins/errors';
import { notFound } from '../../plugins/reply';
import { texts } from '../../texts';

export interface OwnAccount {
  id: number;
  user_id: number;
  room_id: number;
  name: string;
  chip_currency_id: number | null;
  virtual: boolean;
  currency_name: string;
  can_request_deposit: boolean;
}

export const ACCOUNT_NOT_FOUND = texts.money.accountNotFound;

/**
 * The player's own account record, optionally locked FOR UPDATE (serialises money actions on
 * one account). Someone else's or a missing account is the same 404.
 */
export async function ownAccount(
  db: Db,
  userId: number,
  accountId: number,
  lock = false,
): Promise<OwnAccount> {
  const row = await db.one<OwnAccount>(
    `SELECT ar.id, ar.user_id, ar.room_id, ar.name, ar.chip_currency_id, r.virtual, r.currency_name,
            ar.can_request_deposit
       FROM account_records ar JOIN rooms r ON r.id = ar.room_id
      WHERE ar.id = $1 AND ar.user_id = $2${lock ? ' FOR UPDATE OF ar' : ''}`,
    [accountId, userId],
  );
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  return row;
}

/** The latest reported balance of an account (0 when never reported). */
export async function latestBalance(db: Db, accountId: number): Promise<string> {
  const row = await db.one<{ balance: string }>(
    'SELECT balance::text AS balance FROM balance_reports WHERE account_record_id = $1 ORDER BY id DESC LIMIT 1',
    [accountId],
  );
  return row?.balance ?? '0.00';
}

/**
 * The invariant balance − held ≥ 0 for a balance the account is about to get (docs/accounting.md).
 * Call it with the account row locked, after any hold this transaction releases: a negative balance
 * is 400 'Недостаточно средств на счёте.', one that does not cover the holds is 409.
 * `snapshot` picks the message of a manual balance entry. The trigger of migration 011 is the backstop.
 */
export async function ensureCoversHolds(
  db: Db,
  accountId: number,
  nextBalance: string,
  snapshot = false,
): Promise<void> {
  // The rule lives once, in SQL (migration 097), shared with shift_balance.
  await moneyAction(
    db.query('SELECT ensure_covers_holds($1, $2)', [accountId, nextBalance]),
    snapshot ? { reserved: (held) => conflict(texts.money.belowHeld(held)) } : {},
  );
}

/**
 * No money path moves more out of an account than it holds free: its latest balance minus its
 * held transfers (SQL `account_available`), whether or not the move changes the balance (issue
 * 35). A virtual room keeps no balance (no path moves it), so what it holds is unknown and it is
 * not checked here. Call it with the account row locked. Refused: 400 on `amount`, naming what is
 * available.
 */
export async function ensureAvailable(db: Db, accountId: number, amount: string): Promise<void> {
  const row = await db.one<{ virtual: boolean; available: string }>(
    `SELECT r.virtual, round(account_available(ar.id), 2)::text AS available
       FROM account_records ar JOIN rooms r ON r.id = ar.room_id WHERE ar.id = $1`,
    [accountId],
  );
  if (!row || row.virtual) return;
  if (compareDecimals(amount, row.available) > 0) {
    throw new ValidationError({ amount: [texts.money.overAvailable(row.available)] });
  }
}

/** Appends a balance snapshot in the player's current bundle. */
export async function appendBalance(
  db: Db,
  accountId: number,
  bundleId: number | null,
  balance: string,
  source: string,
  tournamentsCount = 0,
): Promise<void> {
  await db.query(
    `INSERT INTO balance_reports (account_record_id, bundle_id, balance, tournaments_count, source)
     VALUES ($1, $2, $3, $4, $5)`,
    [accountId, bundleId, balance, tournamentsCount, source],
  );
}

type Refusals = Record<string, (detail: string) => Error>;

/** What `shift_balance` (migration 096) refuses, as ensureCoversHolds answers it. */
const SHIFT_REFUSAL: Refusals = {
  insufficient: () => businessError(texts.money.insufficient),
  reserved: (held) => conflict(texts.money.reserved(held)),
};

/**
 * Runs a money function of migration 096 and turns its refusal (SQLSTATE MR001, the code as the
 * message, a figure as the detail; everything it wrote is rolled back) into the API's answer from
 * `refusals` (or shift_balance's own). Any other error passes unchanged.
 */
export async function moneyAction<T>(run: Promise<T>, refusals: Refusals = {}): Promise<T> {
  try {
    return await run;
  } catch (error) {
    const { code, message, detail } = (error ?? {}) as { code?: string; message?: string; detail?: string };
    const refusal = code === 'MR001' && message ? (refusals[message] ?? SHIFT_REFUSAL[message]) : undefined;
    throw refusal ? refusal(detail ?? '') : error;
  }
}

/**
 * Moves the account's balance by `delta` (signed): the latest balance plus `delta`, checked against
 * the holds, appended as a snapshot from `source` (`shift_balance` of migration 096, one round
 * trip; the same answers as ensureCoversHolds). Call it with the account row locked.
 */
export async function shiftBalance(
  db: Db,
  accountId: number,
  bundleId: number | null,
  delta: string,
  source: string,
): Promise<void> {
  await moneyAction(db.query('SELECT shift_balance($1, $2, $3, $4)', [accountId, bundleId, delta, source]));
}

export interface Movement {
  account: number;
  bundle: number | null;
  kind: string;
  amount: string;
  source: string;
  sourceId: number;
  comment?: string;
}

/** Appends one ledger movement (signed). */
export async function appendMovement(db: Db, m: Movement): Promise<void> {
  await db.query(
    `INSERT INTO ledger_movements (account_record_id, bundle_id, kind, amount, source, source_id, comment)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [m.account, m.bundle, m.kind, m.amount, m.source, m.sourceId, m.comment ?? ''],
  );
}

export interface BundleRow {
  id: number;
  contract_id: number;
  number: number;
  start_datetime: Date;
  end_datetime: Date | null;
}

export interface ContractRow {
  id: number;
  start_datetime: Date;
  end_datetime: Date | null;
  amount_games: number;
  personal_share: string;
  min_personalfunds_buyins: number;
}

/** The player's ($1) latest contract (open or not): at most one row; also a subquery elsewhere. */
export const LAST_CONTRACT_SQL = `SELECT id, start_datetime, end_datetime, amount_games,
            personal_share::text AS personal_share, min_personalfunds_buyins
       FROM contracts WHERE user_id = $1 ORDER BY start_datetime DESC, id DESC LIMIT 1`;

/** The player's latest contract (open or not), or undefined. */
export function lastContract(db: Db, userId: number): Promise<ContractRow | undefined> {
  return db.one<ContractRow>(LAST_CONTRACT_SQL, [userId]);
}

export function contractBundles(db: Db, contractId: number): Promise<BundleRow[]> {
  return db.query<BundleRow>(
    `SELECT id, contract_id, number, start_datetime, end_datetime FROM bundles
      WHERE contract_id = $1 ORDER BY number`,
    [contractId],
  );
}

/** The bundle new movements belong to: the latest bundle of the player's latest contract. */
export async function currentBundle(db: Db, userId: number): Promise<BundleRow | undefined> {
  return db.one<BundleRow>(CURRENT_BUNDLE_SQL, [userId]);
}

/** The player's ($1) current bundle (currentBundle): at most one row; also a subquery elsewhere. */
export const CURRENT_BUNDLE_SQL = `SELECT b.id, b.contract_id, b.number, b.start_datetime, b.end_datetime
       FROM bundles b JOIN contracts c ON c.id = b.contract_id
      WHERE c.user_id = $1 ORDER BY c.start_datetime DESC, c.id DESC, b.number DESC LIMIT 1`;
