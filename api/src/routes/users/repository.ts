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
