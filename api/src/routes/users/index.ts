import * as answers from '@fund/shared/schemas/shell-responses';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { playerLevel, userInfo } from './repository';

/** The signed-in user: permissions, info and profile (spec 01 §7). */
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
}
