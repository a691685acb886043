import * as answers from '@fund/shared/schemas/accounting-responses';
import type { FastifyInstance } from 'fastify';
import { getOwn } from '../../plugins/reply';
import { contractWithBundles } from '../accounting/reports/repository';

/** GET /api/contracts/user/last/: the last contract with its bundles and each bundle's result. */
export async function register(app: FastifyInstance): Promise<void> {
  getOwn(
    app,
    '/api/contracts/user/last/',
    { config: { permission: 'dashboard' }, tags: ['contracts'], data: answers.contract, stored: true },
    contractWithBundles,
  );
}
