import type { SharkNicknames, SharkStats } from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../db/types';
import { CURRENT_BUNDLE_SQL, LAST_CONTRACT_SQL } from '../accounting/repository';

/** The player's 30-day shark statistics (null before the first import). */
export async function stats30days(db: Db, userId: number) {
  const row = await db.one<SharkStats>(
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

/** The process's time zone: a start's day is its date there, as when the date went as a parameter. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Tournament entries since the start of the player's latest contract or current bundle, counted
 * from that start's day; none without one. One statement (issue 11: the start and the sum were two
 * round trips).
 */
export async function entriesSince(db: Db, userId: number, period: 'contract' | 'bundle') {
  const row = await db.one<{ since: Date; entries: number }>(
    `SELECT p.start_datetime AS since,
            (SELECT COALESCE(sum(e.entries), 0)::int FROM tournament_entries_daily e
              WHERE e.user_id = $1 AND e.day >= (p.start_datetime AT TIME ZONE $2)::date) AS entries
       FROM (${period === 'contract' ? LAST_CONTRACT_SQL : CURRENT_BUNDLE_SQL}) p`,
    [userId, ZONE],
  );
  return { entries: row?.entries ?? 0, since: row?.since ?? null };
}
