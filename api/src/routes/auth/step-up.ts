import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../../auth/password';
import { limitReached, reserveCodeAttempt } from '../../auth/rate-limit';
import type { Db } from '../../db/types';
import { mutation } from '../../lib/idempotency';
import { hasTwoFactor } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { recordActivity } from './activity';
import { clientOf } from './sessions';
import { SECURITY_TEXT } from './texts';
import { throttled } from './throttle';
import { acceptStepUpCode } from './two-factor';

/** What confirms money leaving the fund: a current code when 2FA is on, else the password. */
export interface StepUp {
  password?: string | undefined;
  code?: string | undefined;
}

/** What a step-up's refusals say (the action's own words: a payout, a wallet change). */
export type StepUpTexts = Record<keyof (typeof SECURITY_TEXT)['payoutStepUp'], string>;

/** A wrong password or code: logged for the owner once the action is rolled back. */
class StepUpRefused extends HttpError {}

/**
 * Checks the step-up in the action's transaction: a user with 2FA gives a current code (accepted
 * once), a user without it their password; missing or the other one → 403 saying which is needed.
 */
async function confirm(
  t: Db,
  app: FastifyInstance,
  userId: number,
  stepUp: StepUp,
  now: Date,
  T: StepUpTexts,
) {
  if (await hasTwoFactor(t, userId)) {
    if (stepUp.code === undefined) throw new HttpError(403, T.code);
    if (!(await acceptStepUpCode(t, app.totpBox, userId, stepUp.code, now)))
      throw new StepUpRefused(403, T.wrongCode);
    return;
  }
  if (stepUp.password === undefined) throw new HttpError(403, T.password);
  const user = await t.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
    userId,
  ]);
  if (!user || !(await verifyPassword(stepUp.password, user.password_hash)))
    throw new StepUpRefused(403, T.wrongPassword);
}

/** Wrong step-ups of one user, from any client, per minute (a thief holding the session guesses). */
const STEP_UP_TRIES = 10;
const stepUpKey = (userId: number) => `step-up:${userId}`;

/**
 * A money mutation confirmed by a step-up (issue 41 item 2), checked in the mutation's transaction
 * (a refused action leaves the code unspent and nothing changed) under the user's row lock, so
 * one user's step-ups are checked one at a time: over {@link STEP_UP_TRIES} wrong ones in the
 * minute → 429, nothing checked; a wrong one is counted and logged for the owner once rolled
 * back. Right ones count nothing, so parallel requests (and idempotent replays, which check
 * nothing) are never throttled. The Idempotency-Key's fingerprint covers `input` (the action,
 * not the password or code): a retry with a fresh code replays the stored answer.
 */
export async function confirmedMutation<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  stepUp: StepUp,
  act: (db: Db) => Promise<T>,
  input: unknown,
  texts: StepUpTexts = SECURITY_TEXT.payoutStepUp,
): Promise<FastifyReply> {
  const userId = request.user.id;
  const now = app.now();
  const confirmed = (db: Db) =>
    db.tx(async (t) => {
      await t.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      if (await limitReached(t, stepUpKey(userId), STEP_UP_TRIES, now)) throw throttled(60);
      await confirm(t, app, userId, stepUp, now, texts);
      return act(t);
    });
  try {
    return await mutation(app.db, request, reply, confirmed, { input });
  } catch (error) {
    if (error instanceof StepUpRefused) {
      await reserveCodeAttempt(app.db, stepUpKey(userId), now);
      await recordActivity(app.db, userId, 'step_up_failed', clientOf(request), now);
    }
    throw error;
  }
}
