import { reviewSchema } from '@fund/shared/schemas/accounting';
import * as answers from '@fund/shared/schemas/accounting-responses';
import { idAnswer } from '@fund/shared/schemas/answer';
import { playerAccounts } from '@fund/shared/schemas/history-responses';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { parseBody } from '../../plugins/validation';
import { payoutInfo } from '../accounting/reports';
import { createReview, ownAccounts } from './repository';

const config = { permission: 'dashboard' as const };
const tags = ['users'];

/** The user's money endpoints under /api/users/: payout info, reviews, room accounts. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/users/current/payout/',
    { config, schema: doc({ tags, data: answers.payoutInfo }) },
    async (request, reply) => ok(reply, await payoutInfo(app.db, request.user.id)),
  );

  app.post(
    '/api/users/reviews/',
    { config, schema: doc({ tags, body: reviewSchema, data: idAnswer }) },
    async (request, reply) => {
      const { review } = parseBody(reviewSchema, request.body);
      return ok(reply, { id: await createReview(app.db, request.user.id, review) });
    },
  );

  // Used by the history filters too (spec 02 §7): any signed-in user, own accounts only.
  app.get(
    '/api/users/accounts/user/',
    { config: { role: 'any' }, schema: doc({ tags, data: playerAccounts }) },
    async (request, reply) => ok(reply, await ownAccounts(app.db, request.user.id)),
  );
}
