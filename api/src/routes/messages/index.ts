import { hasPermission } from '@fund/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';

/** Who a message is for: everyone, plus the roles the user holds (an admin holds both). */
function audiences(user: { permissions: string[]; isCurator: boolean }): string[] {
  const list = ['all'];
  if (hasPermission(user.permissions, 'player')) list.push('player');
  if (user.isCurator) list.push('curator');
  return list;
}

/** Active system messages addressed to this user, shown as toasts at start. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get('/api/web/messages/', { schema: doc({ tags: ['messages'] }) }, async (request, reply) => {
    const rows = await app.db.query<{ id: number; type: string; text: string }>(
      'SELECT id, type, text FROM web_messages WHERE active AND audience = ANY($1) ORDER BY id',
      [audiences(request.user)],
    );
    return ok(reply, rows);
  });
}
