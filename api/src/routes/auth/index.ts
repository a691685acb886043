import { loginSchema, refreshSchema } from '@fund/shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import { burnPasswordCheck, verifyPassword } from '../../auth/password';
import { loginRetryAfter, recordLoginFailure } from '../../auth/rate-limit';
import { HttpError, TEXT } from '../../plugins/errors';
import { parseBody } from '../../plugins/validation';
import { issuePair, revokeRefresh } from './service';

const refreshNotValid = () => new HttpError(401, TEXT.refreshNotValid, 'token_not_valid');

/** SimpleJWT-compatible token endpoints; bodies are bare `{refresh, access}` as that client expects. */
export async function register(app: FastifyInstance): Promise<void> {
  const schema = { tags: ['auth'] };

  app.post('/api/token/', { config: { public: true }, schema }, async (request) => {
    const { username, password } = parseBody(loginSchema, request.body);
    const now = app.now();
    const retryAfter = await loginRetryAfter(app.db, username, request.ip, now);
    if (retryAfter > 0) {
      throw new HttpError(429, TEXT.throttled, undefined, { 'retry-after': String(retryAfter) });
    }
    const user = await app.db.one<{ id: number; password_hash: string; is_active: boolean }>(
      'SELECT id, password_hash, is_active FROM users WHERE username = $1',
      [username],
    );
    const valid = user
      ? await verifyPassword(password, user.password_hash)
      : await burnPasswordCheck(password);
    if (!user || !valid || !user.is_active) {
      await recordLoginFailure(app.db, username, request.ip, now);
      throw new HttpError(401, TEXT.badCredentials);
    }
    return issuePair(app.db, app.tokens, user.id);
  });

  app.post('/api/token/refresh/', { config: { public: true }, schema }, async (request) => {
    const { refresh } = parseBody(refreshSchema, request.body);
    const claims = app.tokens.verify(refresh, 'refresh');
    if (!claims) throw refreshNotValid();
    return app.db.tx(async (t) => {
      const userId = await revokeRefresh(t, claims.jti, app.now());
      if (userId !== claims.user_id) throw refreshNotValid();
      const pair = await issuePair(t, app.tokens, userId);
      return { access: pair.access, refresh: pair.refresh };
    });
  });

  // Logout: revokes the refresh token. Public like SimpleJWT's, since the access may have expired.
  app.post('/api/token/blacklist/', { config: { public: true }, schema }, async (request) => {
    const { refresh } = parseBody(refreshSchema, request.body);
    const claims = app.tokens.verify(refresh, 'refresh');
    if (!claims) throw refreshNotValid();
    await app.db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE jti = $1 AND revoked_at IS NULL', [
      claims.jti,
      app.now(),
    ]);
    return {};
  });
}
