import { reviewSchema } from '@fund/shared/schemas/accounting';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { parseBody } from '../../plugins/validation';
import { createReview, ownAccounts, playerLevel, userInfo } from './repository';

/** The signed-in user: permissions, info and profile, own room accounts, reviews (spec 01 §7). */
export async function register(app: FastifyInstance): Promise<void> {
  const schema = doc({ tags: ['users'] });

  app.get('/api/users/permissions/', { schema }, async (request, reply) =>
    ok(reply, request.user.permissions),
  );

  app.get('/api/users/info/user/', { schema }, async (request, reply) =>
    ok(reply, await userInfo(app.db, request.user.id)),
  );

  app.get('/api/users/current/', { schema }, async (request, reply) => {
    const { id, username, isCurator } = request.user;
    return ok(reply, {
      id,
      username,
      player_level: await playerLevel(app.db, id),
      is_curator: isCurator,
    });
  });

  // Used by the history filters too (spec 02 §7): any signed-in user, own accounts only.
  app.get('/api/users/accounts/user/', { config: { role: 'any' }, schema }, async (request, reply) =>
    ok(reply, await ownAccounts(app.db, request.user.id)),
  );

  app.post(
    '/api/users/reviews/',
    { config: { permission: 'dashboard' }, schema: doc({ tags: ['users'], body: reviewSchema }) },
    async (request, reply) => {
      const { review } = parseBody(reviewSchema, request.body);
      return ok(reply, { id: await createReview(app.db, request.user.id, review) });
    },
  );
}
