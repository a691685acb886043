import type { ActivityRow } from '@fund/shared/schemas/security';
import type { Db } from '../../db/types';
import { describeUserAgent } from '../../lib/user-agent';
import type { Client } from './repository';

type Kind = ActivityRow['kind'];

/** The newest rows the «Безопасность» page shows. */
const SHOWN = 100;

/** One row of the user's activity log, in the caller's transaction (migration 131). */
export async function recordActivity(
  db: Db,
  userId: number,
  kind: Kind,
  client: Client,
  now: Date,
  ended: number | null = null,
): Promise<void> {
  await db.query(
    'INSERT INTO user_activity (user_id, kind, ip, user_agent, ended, at) VALUES ($1, $2, $3, $4, $5, $6)',
    [userId, kind, client.ip, client.userAgent, ended, now],
  );
}

/** The user's own activity, newest first: the last {@link SHOWN} rows. */
export async function listActivity(db: Db, userId: number): Promise<ActivityRow[]> {
  const rows = await db.query<{
    id: string;
    kind: Kind;
    ip: string;
    user_agent: string;
    ended: number | null;
    at: Date;
  }>(
    `SELECT id::text, kind, ip, user_agent, ended, at FROM user_activity
      WHERE user_id = $1 ORDER BY id DESC LIMIT ${SHOWN}`,
    [userId],
  );
  return rows.map(({ id, user_agent, at, ...row }) => ({
    ...row,
    id: Number(id),
    ...describeUserAgent(user_agent),
    at: at.toISOString(),
  }));
}
