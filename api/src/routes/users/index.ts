import { reviewSchema } from '@fund/shared/schemas/accounting';
import { idAnswer } from '@fund/shared/schemas/answer';
import { playerAccounts } from '@fund/shared/schemas/history-responses';
import * as answers from '@fund/shared/schemas/shell-responses';
import type { FastifyInstance } from 'fastify';
import { getOwn } from '../../lib/get-own';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { createReview, ownAccounts, playerLevel, userInfo } from './repository';

/** The signed-in user: permissions, info and profile, own room accounts, reviews (spec 01 §7). */
export async function register(app: FastifyInstance): Promise<void> {
  const tags = ['users'];

  app.get(
    '/api/users/permissions/',
    { schema: doc({ tags, data: answers.permissionList }) },
    async (request, reply) => ok(reply, request.user.permissions),
  );

  app.get(
    '/api/users/info/user/',
    { schema: doc({ tags, data: answers.userInfo }) },
    async (request, reply) => ok(reply, await userInfo(app.db, request.user.id)),
  );

  app.get(
    '/api/users/current/',
    { schema: doc({ tags, data: answers.currentUser }) },
    async (request, reply) => {
      const { id, username, isCurator } = request.user;
      return ok(reply, {
        id,
        username,
        player_level: await playerLevel(app.db, id),
        is_curator: isCurator,
      });
    },
  );

  // Used by the history filters too (spec 02 §7): any signed-in user, own accounts only.
  getOwn(
    app,
    '/api/users/accounts/user/',
    { config: { role: 'any' }, tags, data: playerAccounts },
    ownAccounts,
  );

  app.post(
    '/api/users/reviews/',
    { config: { permission: 'dashboard' }, schema: doc({ tags, body: reviewSchema, data: idAnswer }) },
    async (request, reply) => {
      const { review } = request.body;
      return ok(reply, { id: await createReview(app.db, request.user.id, review) });
    },
  );
}
