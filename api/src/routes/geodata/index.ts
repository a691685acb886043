import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';

/** Countries for the onboarding form (spec 01 §3: id, name). */
export async function register(app: FastifyInstance): Promise<void> {
  app.get('/api/geodata/countries/', { schema: doc({ tags: ['geodata'] }) }, async (_request, reply) => {
    const rows = await app.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM countries ORDER BY sort, name',
    );
    return ok(reply, rows);
  });
}
