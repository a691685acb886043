import type { TokenPair } from '@fund/shared/schemas/auth';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/types';

/**
 * Issues an access token and a refresh token whose jti is stored for rotation and logout. A login
 * starts a family (named by its first jti); a rotation passes the family on.
 */
export async function issuePair(
  db: Db,
  tokens: TokenService,
  userId: number,
  family?: string,
): Promise<TokenPair> {
  const refresh = tokens.issue(userId, 'refresh');
  await db.query('INSERT INTO refresh_tokens (jti, user_id, expires_at, family) VALUES ($1, $2, $3, $4)', [
    refresh.claims.jti,
    userId,
    new Date(refresh.claims.exp * 1000),
    family ?? refresh.claims.jti,
  ]);
  return { refresh: refresh.token, access: tokens.issue(userId, 'access').token };
}

/**
 * Revokes one live refresh token of an active user by a conditional UPDATE: of two concurrent
 * calls with one token only one sees `revoked_at IS NULL`, the other gets no row.
 */
export async function revokeRefresh(
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
