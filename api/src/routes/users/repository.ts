import type { PlayerAccount } from '@fund/shared/schemas/history-responses';
import type { CurrentUser, UserInfo } from '@fund/shared/schemas/shell-responses';
import type { Db } from '../../db/types';

/** The user's shark group and the date they joined (seconds), for /api/users/info/user/. */
export async function userInfo(db: Db, userId: number): Promise<UserInfo> {
  const row = await db.one<{ shark_player_group: string | null; date_joined: Date }>(
    'SELECT shark_player_group, date_joined FROM users WHERE id = $1',
    [userId],
  );
  return {
    shark_player_group: row?.shark_player_group ?? null,
    date_joined_ts: row ? Math.floor(row.date_joined.getTime() / 1000) : null,
  };
}

/** The user's level and level group (null when none). */
export async function playerLevel(db: Db, userId: number): Promise<CurrentUser['player_level']> {
  const row = await db.one<{ player_level: string | null; player_level_group: string | null }>(
    'SELECT player_level, player_level_group FROM users WHERE id = $1',
    [userId],
  );
  return row?.player_level ? { name: row.player_level, group: { name: row.player_level_group ?? '' } } : null;
}

/** Stores a player's review of the fund; returns its id. */
export async function createReview(db: Db, userId: number, review: string) {
  const row = await db.one<{ id: number }>(
    'INSERT INTO reviews (user_id, review) VALUES ($1, $2) RETURNING id',
    [userId, review.trim()],
  );
  return row!.id;
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
