import { hasPermission } from '@fund/shared/permissions';
import {
  confirmBody,
  enrolment,
  recoveryCodes,
  secondFactor,
  secondStepAnswer,
  secondStepSchema,
  startBody,
  twoFactorStatus,
} from '@fund/shared/schemas/security';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { releaseLoginAttempt } from '../../auth/rate-limit';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import type { AuthUser } from '../../types';
import type { Client } from './repository';
import { clientOf } from './sessions';
import { throttle, throttleCode } from './throttle';
import {
  completeSignIn,
  confirmEnrolment,
  disableTwoFactor,
  twoFactorStatus as readStatus,
  startEnrolment,
  tryChallenge,
} from './two-factor';

/** Codes are guessed against counters of their own, per user, as passwords are per username. */
const codeKey = (userId: number) => `two-factor:${userId}`;

/**
 * Two-factor sign-in (issue 41 item 1): the user's enrolment, disabling, and the second step of a
 * sign-in. Every code check is throttled like a password; a correct one gives its try back.
 */
export function registerTwoFactorRoutes(app: FastifyInstance): void {
  const tags = ['auth'];
  const config = { role: 'any' as const };
  /** A code check of the signed-in user's: throttled, a correct code gives its try back. */
  const codeRoute = <S extends v.GenericSchema, D>(
    url: string,
    body: S,
    data: v.GenericSchema,
    check: (user: AuthUser, input: v.InferOutput<S>, client: Client, now: Date) => Promise<D>,
  ) =>
    app.post(url, { config, schema: doc({ tags, body, data }) }, async (request, reply) => {
      const input = request.body;
      const now = app.now();
      const slot = await throttle(app.db, codeKey(request.user.id), request.ip, now);
      const answer = await check(request.user, input, clientOf(request), now);
      await releaseLoginAttempt(app.db, slot);
      return ok(reply, answer);
    });

  app.get(
    '/api/users/two-factor/',
    { config, schema: doc({ tags, data: twoFactorStatus }) },
    // `required`: staff (issue 41 item 1), whom the host sends to enrolment before the back office.
    async (request, reply) =>
      ok(
        reply,
        await readStatus(app.db, request.user.id, hasPermission(request.user.permissions, 'backoffice')),
      ),
  );

  codeRoute('/api/users/two-factor/start/', startBody, enrolment, (user, { password }, _client, now) =>
    startEnrolment(app.db, app.totpBox, user, password, now),
  );
  codeRoute('/api/users/two-factor/confirm/', confirmBody, recoveryCodes, (user, { code }, client, now) =>
    confirmEnrolment(app.db, app.totpBox, user.id, code, client, now),
  );
  codeRoute('/api/users/two-factor/disable/', secondFactor, v.strictObject({}), (user, factor, client, now) =>
    disableTwoFactor(app.db, app.totpBox, user.id, factor, client, now),
  );

  app.post(
    '/api/token/two-factor/',
    { config: { public: true }, schema: doc({ tags, body: secondStepSchema, answer: secondStepAnswer }) },
    async (request) => {
      const { challenge, ...factor } = request.body;
      const now = app.now();
      const { userId, throttleKey } = await tryChallenge(app.db, challenge, now);
      // Not per address (issue 41 item 5): only callers who typed this password share the counter.
      const slot = await throttleCode(app.db, throttleKey, now);
      const pair = await completeSignIn(
        app.db,
        app.tokens,
        app.totpBox,
        userId,
        challenge,
        factor,
        clientOf(request),
        now,
      );
      await releaseLoginAttempt(app.db, slot);
      return pair;
    },
  );
}
