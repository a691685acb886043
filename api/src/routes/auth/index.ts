import { loginSchema, logoutAnswer, refreshSchema, tokenPairAnswer } from '@fund/shared/schemas/auth';
import { loginAnswer } from '@fund/shared/schemas/security';
import type { FastifyInstance } from 'fastify';
import { burnPasswordCheck, verifyPassword } from '../../auth/password';
import { pruneLoginThrottle, releaseLoginAttempt, reserveLoginAttempt } from '../../auth/rate-limit';
import { hasTwoFactor } from '../../plugins/auth';
import { HttpError, TEXT } from '../../plugins/errors';
import { doc } from '../../plugins/openapi';
import { recordActivity, recordSignIn } from './activity';
import { findLoginUser, revokeFamilyOnReuse, revokeToken, rotate, startSession } from './repository';
import { clientOf, registerSessionRoutes } from './sessions';
import { throttled } from './throttle';
import { registerTrustedDeviceRoutes } from './trusted-devices';
import { blindChallenge, passwordChallenge } from './two-factor';
import { registerTwoFactorRoutes } from './two-factor-routes';
import { registerWalletRoutes } from './wallets';

const refreshNotValid = () => new HttpError(401, TEXT.refreshNotValid, 'token_not_valid');

/** SimpleJWT-compatible token endpoints; bodies are bare `{refresh, access}` as that client expects. */
export async function register(app: FastifyInstance): Promise<void> {
  const tags = ['auth'];

  app.post(
    '/api/token/',
    { config: { public: true }, schema: doc({ tags, body: loginSchema, answer: loginAnswer }) },
    async (request) => {
      const { username, password } = request.body;
      const now = app.now();
      // Reserve the attempt before looking at the password: beyond the limit no password is checked.
      const slot = await reserveLoginAttempt(app.db, username, request.ip, now);
      if (slot.retryAfter > 0) {
        // Issue 41 item 5: a user with 2FA gets a challenge whatever the password, checked after a code.
        const challenge = await blindChallenge(app.db, app.totpBox, username, password, now);
        if (challenge) return { two_factor: true as const, challenge };
        throw throttled(slot.retryAfter);
      }
      const user = await findLoginUser(app.db, username);
      const valid = user
        ? await verifyPassword(password, user.password_hash)
        : await burnPasswordCheck(password);
      const client = clientOf(request);
      if (!user || !valid || !user.is_active) {
        await pruneLoginThrottle(app.db, now);
        // The owner sees the failure in their activity log (an unknown username has no owner).
        if (user) await recordActivity(app.db, user.id, 'sign_in_failed', client, now);
        throw new HttpError(401, TEXT.badCredentials);
      }
      await releaseLoginAttempt(app.db, slot);
      // A user with two-factor sign-in gets a challenge, completed by POST /api/token/two-factor/.
      if (await hasTwoFactor(app.db, user.id)) {
        const challenge = await passwordChallenge(app.db, app.totpBox, user.id, password, now);
        return { two_factor: true as const, challenge };
      }
      const { access, refresh } = await app.db.tx(async (t) => {
        const pair = await startSession(t, app.tokens, user.id, client, now);
        await recordSignIn(t, user.id, client, now);
        return pair;
      });
      return { refresh, access };
    },
  );

  app.post(
    '/api/token/refresh/',
    {
      config: { public: true },
      schema: doc({ tags, body: refreshSchema, answer: tokenPairAnswer }),
    },
    async (request) => {
      const { refresh } = request.body;
      const claims = app.tokens.verify(refresh, 'refresh');
      if (!claims) throw refreshNotValid();
      const now = app.now();
      const client = clientOf(request);
      const pair = await app.db.tx((t) => rotate(t, app.tokens, claims.jti, claims.user_id, client, now));
      if (pair) return { access: pair.access, refresh: pair.refresh };
      // Not live: when it was already rotated, the family is compromised (outside the rolled-back tx).
      await revokeFamilyOnReuse(app.db, claims.jti, now);
      throw refreshNotValid();
    },
  );

  // Logout: revokes the refresh token. Public like SimpleJWT's, since the access may have expired.
  app.post(
    '/api/token/blacklist/',
    {
      config: { public: true },
      schema: doc({ tags, body: refreshSchema, answer: logoutAnswer }),
    },
    async (request) => {
      const { refresh } = request.body;
      const claims = app.tokens.verify(refresh, 'refresh');
      if (!claims) throw refreshNotValid();
      await revokeToken(app.db, claims.jti, app.now());
      return {};
    },
  );

  registerSessionRoutes(app);
  registerTwoFactorRoutes(app);
  registerTrustedDeviceRoutes(app);
  registerWalletRoutes(app);
}
