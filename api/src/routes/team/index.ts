import { teamTable as teamAnswer } from '@fund/shared/schemas/team-responses';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { teamTable } from './repository';

/** The team table (spec 02 §2-§3). */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/users/team/',
    { schema: doc({ tags: ['team'], data: teamAnswer }), config: { permission: 'team' } },
    async (_request, reply) => ok(reply, await teamTable(app.db)),
  );
}
