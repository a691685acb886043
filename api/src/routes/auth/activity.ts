import type { ActivityRow } from '@fund/shared/schemas/security';
import type { Db } from '../../db/types';
import { describeUserAgent, deviceKey } from '../../lib/user-agent';
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

/** How many earlier sign-ins' user agents are compared with a new one's. */
const DEVICES_COMPARED = 200;

/**
 * A successful sign-in, in its transaction: `sign_in_new_device` when none of the user's earlier
 * sign-ins came from the same browser and OS (migration 132 tells the owner's open tabs), a plain
 * `sign_in` otherwise and on the user's very first.
 */
export async function recordSignIn(db: Db, userId: number, client: Client, now: Date): Promise<void> {
  const earlier = await db.query<{ user_agent: string }>(
    `SELECT DISTINCT user_agent FROM (
       SELECT user_agent FROM user_activity
        WHERE user_id = $1 AND kind IN ('sign_in', 'sign_in_new_device')
        ORDER BY id DESC LIMIT ${DEVICES_COMPARED}) AS recent`,
    [userId],
  );
  const device = deviceKey(client.userAgent);
  const known = earlier.length === 0 || earlier.some((row) => deviceKey(row.user_agent) === device);
  await recordActivity(db, userId, known ? 'sign_in' : 'sign_in_new_device', client, now);
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
      WHERE user_id = $1 ORDER BY user_activity.id DESC LIMIT ${SHOWN}`,
    [userId],
  );
  return rows.map(({ id, user_agent, at, ...row }) => ({
    ...row,
    id: Number(id),
    ...describeUserAgent(user_agent),
    at: at.toISOString(),
  }));
}
