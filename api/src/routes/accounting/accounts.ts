import type { Db } from '../../db/types';
import { notFound } from '../../plugins/reply';

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
  if (!row) throw notFound('Счёт не найден.');
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
