import type { PlayerNotices } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../db/types';

/** The newest 50 notices and the unread count (the badge). */
export async function playerNotices(db: Db, userId: number): Promise<PlayerNotices> {
  const items = await db.query<PlayerNotices['items'][number]>(
    `SELECT id, kind, entity_id, text, created_at, read_at IS NOT NULL AS read FROM player_notices
      WHERE user_id = $1 ORDER BY id DESC LIMIT 50`,
    [userId],
  );
  const unread = await db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM player_notices WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return { unread_count: unread?.n ?? 0, items };
}

/** Marks the given (or all) own notices read. */
export async function readNotices(db: Db, userId: number, ids: number[] | undefined) {
  const rows = await db.query(
    `UPDATE player_notices SET read_at = now()
      WHERE user_id = $1 AND read_at IS NULL AND ($2::int[] IS NULL OR id = ANY($2::int[])) RETURNING id`,
    [userId, ids ?? null],
  );
  return { updated: rows.length };
}
