import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/reply';

/** Active system messages shown as toasts at start. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get('/api/web/messages/', { schema: { tags: ['messages'] } }, async (_request, reply) => {
    const rows = await app.db.query<{ id: number; type: string; text: string }>(
      'SELECT id, type, text FROM web_messages WHERE active ORDER BY id',
    );
    return ok(reply, rows);
  });
}
