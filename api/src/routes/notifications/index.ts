import { hasPermission } from '@fund/shared/permissions';
import { notification } from '@fund/shared/schemas/shell-responses';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { doc } from '../../plugins/openapi';
import { forbidden, ok } from '../../plugins/reply';
import { texts } from '../../texts';
import { curatorNotifications, playerNotifications } from './repository';

const querySchema = v.strictObject({
  role: v.picklist(['curator', 'player'], texts.notifications.role),
});

/** Badges of the Студенты (curator) and Работа над игрой (player) menu entries. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/curators/notifications/',
    { schema: doc({ tags: ['curators'], querystring: querySchema, data: notification }) },
    async (request, reply) => {
      const { role } = request.query;
      const now = app.now();
      if (role === 'curator') {
        if (!hasPermission(request.user.permissions, 'students')) throw forbidden();
        return ok(reply, await curatorNotifications(app.db, request.user.id, now));
      }
      return ok(reply, await playerNotifications(app.db, request.user.id, now));
    },
  );
}
