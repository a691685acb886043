import * as answers from '@fund/shared/schemas/accounting-responses';
import { termsSchema, termsView } from '@fund/shared/schemas/settlement';
import type { FastifyInstance } from 'fastify';
import { mutation } from '../../lib/idempotency';
import { doc } from '../../plugins/openapi';
import { getOwn, ok } from '../../plugins/reply';
import { idParams, parseBody } from '../../plugins/validation';
import { contractWithBundles } from '../accounting/reports/repository';
import { base, idOf, config as staff, tags as staffTags } from '../backoffice/route-config';
import { playerTerms, setTerms, staffTerms } from './terms';

/**
 * GET /api/contracts/user/last/: the last contract with its bundles and each bundle's result.
 * Contract terms (issue 38, docs/settlement.md): the player reads them, the staff read and set them.
 */
export async function register(app: FastifyInstance): Promise<void> {
  const config = { permission: 'dashboard' as const };
  getOwn(
    app,
    '/api/contracts/user/last/',
    { config, tags: ['contracts'], data: answers.contract, stored: true },
    contractWithBundles,
  );
  getOwn(app, '/api/contracts/user/terms/', { config, tags: ['contracts'], data: termsView }, playerTerms);

  const url = `${base}/users/:id/contract-terms/`;
  app.get(
    url,
    { config: staff, schema: doc({ tags: staffTags, params: idParams, data: termsView }) },
    async (request, reply) => ok(reply, await staffTerms(app.db, idOf(request))),
  );
  app.post(
    url,
    { config: staff, schema: doc({ tags: staffTags, params: idParams, body: termsSchema, data: termsView }) },
    async (request, reply) => {
      const userId = idOf(request);
      const terms = parseBody(termsSchema, request.body);
      return mutation(app.db, request, reply, (db) => setTerms(db, request.user.id, userId, terms));
    },
  );
}
