import type { PlayerAccount } from '@fund/shared/schemas/history-responses';
import type { Db } from '../../db/types';

/** Stores a player's review of the fund; returns its id. */
export async function createReview(db: Db, userId: number, review: string) {
  const row = await db.one<{ id: number }>(
    'INSERT INTO reviews (user_id, review) VALUES ($1, $2) RETURNING id',
    [userId, review.trim()],
  );
  return row?.id;
}

/** The user's own room accounts with their rooms (history filters, spec 02 §7). */
export async function ownAccounts(db: Db, userId: number): Promise<PlayerAccount[]> {
  const rows = await db.query<{ id: number; name: string; room_id: number; room_name: string }>(
    `SELECT ar.id, ar.name, r.id AS room_id, r.name AS room_name FROM account_records ar
     JOIN rooms r ON r.id = ar.room_id WHERE ar.user_id = $1 ORDER BY r.id, ar.id`,
    [userId],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, room: { id: row.room_id, name: row.room_name } }));
}
