import type { SessionRow } from '@fund/shared/schemas/security';
import type { Db } from '../../db/types';
import { describeUserAgent } from '../../lib/user-agent';
import { businessError, notFound } from '../../plugins/errors';
import { recordActivity } from './activity';
import type { Client } from './repository';
import { SECURITY_TEXT } from './texts';

/** A session is active while it is not ended and its family holds a live refresh token. */
const ACTIVE = `s.ended_at IS NULL AND EXISTS (
  SELECT 1 FROM refresh_tokens r WHERE r.family = s.family AND r.revoked_at IS NULL AND r.expires_at > $2)`;

/** The user's active sessions, the latest seen first; `current` marks the asking token's. */
export async function listSessions(
  db: Db,
  userId: number,
  current: number | undefined,
  now: Date,
): Promise<SessionRow[]> {
  const rows = await db.query<{
    id: number;
    user_agent: string;
    ip: string;
    started_at: Date;
    last_seen_at: Date;
  }>(
    `SELECT s.id, s.user_agent, s.ip, s.started_at, s.last_seen_at FROM user_sessions s
      WHERE s.user_id = $1 AND ${ACTIVE} ORDER BY s.last_seen_at DESC, s.id DESC`,
    [userId, now],
  );
  return rows.map(({ user_agent, started_at, last_seen_at, ...row }) => ({
    ...row,
    ...describeUserAgent(user_agent),
    started_at: started_at.toISOString(),
    last_seen_at: last_seen_at.toISOString(),
    current: row.id === current,
  }));
}

/**
 * Ends sessions of the user chosen by `which` (SQL over `s`, parameters from $3 on): the sessions are
 * marked ended under their row locks, taken in id order (a rotation of one of them waits, or has
 * committed and its token is revoked here), then every live refresh token of their families is revoked.
 */
async function endSessions(t: Db, userId: number, now: Date, which: string, params: unknown[]) {
  const ended = await t.query<{ id: number; family: string }>(
    `UPDATE user_sessions u SET ended_at = $2 FROM (
       SELECT s.id FROM user_sessions s WHERE s.user_id = $1 AND ${ACTIVE} AND ${which}
        ORDER BY s.id FOR UPDATE) x
      WHERE u.id = x.id RETURNING u.id, u.family`,
    [userId, now, ...params],
  );
  await t.query(
    'UPDATE refresh_tokens SET revoked_at = $2 WHERE family = ANY($1::text[]) AND revoked_at IS NULL',
    [ended.map((s) => s.family), now],
  );
  return ended;
}

/** «Завершить»: one active session of the user's; another user's, an ended or unknown one → 404. */
export async function endSession(db: Db, userId: number, sessionId: number, client: Client, now: Date) {
  return db.tx(async (t) => {
    const ended = await endSessions(t, userId, now, 's.id = $3', [sessionId]);
    if (!ended.length) throw notFound(SECURITY_TEXT.sessionNotFound);
    await recordActivity(t, userId, 'session_ended', client, now, ended.length);
    return { ended: ended.length };
  });
}

/** «Завершить все другие»: every session of the user's but the asking token's. */
export async function endOtherSessions(
  db: Db,
  userId: number,
  current: number | undefined,
  client: Client,
  now: Date,
) {
  if (current === undefined) throw businessError(SECURITY_TEXT.noCurrentSession);
  return db.tx(async (t) => {
    const ended = await endSessions(t, userId, now, 's.id <> $3', [current]);
    if (ended.length) await recordActivity(t, userId, 'sessions_ended', client, now, ended.length);
    return { ended: ended.length };
  });
}
