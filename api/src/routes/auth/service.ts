import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/types';

export interface TokenPair {
  refresh: string;
  access: string;
}

/** Issues an access token and a refresh token whose jti is stored for rotation and logout. */
export async function issuePair(db: Db, tokens: TokenService, userId: number): Promise<TokenPair> {
  const refresh = tokens.issue(userId, 'refresh');
  await db.query('INSERT INTO refresh_tokens (jti, user_id, expires_at) VALUES ($1, $2, $3)', [
    refresh.claims.jti,
    userId,
    new Date(refresh.claims.exp * 1000),
  ]);
  return { refresh: refresh.token, access: tokens.issue(userId, 'access').token };
}

/**
 * Revokes one live refresh token of an active user by a conditional UPDATE: of two concurrent
 * calls with one token only one sees `revoked_at IS NULL`, the other gets no row.
 */
export async function revokeRefresh(db: Db, jti: string, now: Date): Promise<number | undefined> {
  const row = await db.one<{ user_id: number }>(
    `UPDATE refresh_tokens r SET revoked_at = $2
       FROM users u
      WHERE r.jti = $1 AND r.revoked_at IS NULL AND r.expires_at > $2 AND u.id = r.user_id AND u.is_active
      RETURNING r.user_id`,
    [jti, now],
  );
  return row?.user_id;
}
