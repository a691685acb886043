import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';

/** Links of the documents page. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/documents/',
    { config: { permission: 'documents' }, schema: doc({ tags: ['documents'] }) },
    async (_request, reply) => {
      const rows = await app.db.query<{ id: number; title: string; url: string }>(
        'SELECT id, title, url FROM documents ORDER BY sort, id',
      );
      return ok(reply, rows);
    },
  );
}
