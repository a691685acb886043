import * as answers from '@fund/shared/schemas/accounting-responses';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { contractWithBundles } from '../accounting/reports/repository';

/** GET /api/contracts/user/last/: the last contract with its bundles and each bundle's result. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/contracts/user/last/',
    { config: { permission: 'dashboard' }, schema: doc({ tags: ['contracts'], data: answers.contract }) },
    async (request, reply) => ok(reply, await contractWithBundles(app.db, request.user.id)),
  );
}
