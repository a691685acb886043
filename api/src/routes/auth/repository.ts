import type { TokenPair } from '@fund/shared/schemas/auth';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/types';

/** Where a sign-in or a refresh comes from: the client address and its user agent. */
export interface Client {
  ip: string;
  userAgent: string;
}

/** The refresh token of a family, stored for rotation and logout, and the access token of its session. */
async function issueInFamily(
  db: Db,
  tokens: TokenService,
  userId: number,
  sessionId: number,
  refresh: ReturnType<TokenService['issue']>,
  family: string,
): Promise<TokenPair> {
  await db.query('INSERT INTO refresh_tokens (jti, user_id, expires_at, family) VALUES ($1, $2, $3, $4)', [
    refresh.claims.jti,
    userId,
    new Date(refresh.claims.exp * 1000),
    family,
  ]);
  return { refresh: refresh.token, access: tokens.issue(userId, 'access', sessionId).token };
}

/**
 * A sign-in: starts a family (named by its first jti) and its session (issue 41), whose id the access
 * tokens carry as `sid`. Returns the session id with the pair.
 */
export async function startSession(
  db: Db,
  tokens: TokenService,
  userId: number,
  client: Client,
  now: Date,
): Promise<TokenPair & { sessionId: number }> {
  const refresh = tokens.issue(userId, 'refresh');
  const family = refresh.claims.jti;
  const session = await db.one<{ id: number }>(
    `INSERT INTO user_sessions (family, user_id, user_agent, ip, started_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [family, userId, client.userAgent, client.ip, now],
  );
  const sessionId = session!.id;
  return { ...(await issueInFamily(db, tokens, userId, sessionId, refresh, family)), sessionId };
}

/**
 * A rotation inside the caller's transaction: the session of the token's family is locked first (so an
 * ending of it in flight is waited for, and an ended one issues nothing), then the token is revoked
 * by a conditional UPDATE (of two concurrent calls with one token only one gets the row) and the
 * successor issued in the family; the session's last seen time and address move on.
 */
export async function rotate(
  t: Db,
  tokens: TokenService,
  jti: string,
  userId: number,
  client: Client,
  now: Date,
): Promise<TokenPair | undefined> {
  const session = await t.one<{ id: number }>(
    `SELECT s.id FROM user_sessions s JOIN refresh_tokens r ON r.family = s.family
      WHERE r.jti = $1 AND s.ended_at IS NULL FOR UPDATE OF s`,
    [jti],
  );
  if (!session) return undefined;
  const rotated = await revokeRefresh(t, jti, now);
  if (rotated?.user_id !== userId) return undefined;
  await t.query('UPDATE user_sessions SET last_seen_at = $2, ip = $3 WHERE id = $1', [
    session.id,
    now,
    client.ip,
  ]);
  return issueInFamily(t, tokens, userId, session.id, tokens.issue(userId, 'refresh'), rotated.family);
}

/**
 * Revokes one live refresh token of an active user by a conditional UPDATE: of two concurrent
 * calls with one token only one sees `revoked_at IS NULL`, the other gets no row.
 */
async function revokeRefresh(
  db: Db,
  jti: string,
  now: Date,
): Promise<{ user_id: number; family: string } | undefined> {
  return db.one<{ user_id: number; family: string }>(
    `UPDATE refresh_tokens r SET revoked_at = $2
       FROM users u
      WHERE r.jti = $1 AND r.revoked_at IS NULL AND r.expires_at > $2 AND u.id = r.user_id AND u.is_active
      RETURNING r.user_id, r.family`,
    [jti, now],
  );
}

/**
 * A refresh token that was already rotated (or logged out) came back: someone holds a copy, so
 * every live token of its family (all descending from that login) is revoked in one statement.
 */
export async function revokeFamilyOnReuse(db: Db, jti: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $2
      WHERE revoked_at IS NULL
        AND family = (SELECT family FROM refresh_tokens WHERE jti = $1 AND revoked_at IS NOT NULL)`,
    [jti, now],
  );
}

/** The account a login names: its password hash and whether it may sign in. */
export function findLoginUser(db: Db, username: string) {
  return db.one<{ id: number; password_hash: string; is_active: boolean }>(
    'SELECT id, password_hash, is_active FROM users WHERE username = $1',
    [username],
  );
}

/** Logout: revokes one refresh token (already revoked or unknown: nothing to do). */
export async function revokeToken(db: Db, jti: string, now: Date): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE jti = $1 AND revoked_at IS NULL', [
    jti,
    now,
  ]);
}
