import { frontendSettings as settingsAnswer } from '@fund/shared/schemas/shell-responses';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { frontendSettings } from './repository';

/** Frontend settings of spec 01 §3 (one row). */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/settings/frontend/',
    { schema: doc({ tags: ['settings'], data: settingsAnswer }) },
    async (_request, reply) => ok(reply, await frontendSettings(app.db)),
  );
}
