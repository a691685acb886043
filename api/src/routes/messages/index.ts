import { hasPermission } from '@fund/shared/permissions';
import { systemMessages } from '@fund/shared/schemas/shell-responses';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { activeMessages } from './repository';

/** Who a message is for: everyone, plus the roles the user holds (an admin holds both). */
function audiences(user: { permissions: string[]; isCurator: boolean }): string[] {
  const list = ['all'];
  if (hasPermission(user.permissions, 'player')) list.push('player');
  if (user.isCurator) list.push('curator');
  return list;
}

/** Active system messages addressed to this user, shown as toasts at start. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/web/messages/',
    { schema: doc({ tags: ['messages'], data: systemMessages }) },
    async (request, reply) => ok(reply, await activeMessages(app.db, audiences(request.user))),
  );
}
