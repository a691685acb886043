import type { SharkNicknames } from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../db/types';

/** The player's 30-day shark statistics (null before the first import). */
export async function stats30days(db: Db, userId: number) {
  const row = await db.one(
    `SELECT abi::text AS abi, entries, reentry::text AS reentry, turbo::text AS turbo, updated_at
       FROM shark_stats WHERE user_id = $1`,
    [userId],
  );
  return row ?? null;
}

/** The player's nicknames with their networks, and the same as one tooltip line. */
export async function nicknames(db: Db, userId: number): Promise<SharkNicknames> {
  const rows = await db.query<{ name: string; network: string }>(
    `SELECT ar.name, r.network FROM account_records ar JOIN rooms r ON r.id = ar.room_id
      WHERE ar.user_id = $1 AND NOT r.virtual ORDER BY r.id, ar.id`,
    [userId],
  );
  return {
    nicknames: rows,
    nicknames_tooltip: rows.map((row) => `${row.name} (${row.network})`).join(', '),
  };
}

/** Tournament entries since a date (a contract's or bundle's start); none without a start. */
export async function entriesSince(db: Db, userId: number, since: Date | undefined) {
  if (!since) return { entries: 0, since: null };
  const row = await db.one<{ n: number }>(
    'SELECT COALESCE(sum(entries), 0)::int AS n FROM tournament_entries_daily WHERE user_id = $1 AND day >= $2::date',
    [userId, since],
  );
  return { entries: row?.n ?? 0, since };
}
