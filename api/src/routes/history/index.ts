import { accountingHistorySchema } from '@fund/shared/schemas/history';
import { historyRows } from '@fund/shared/schemas/history-responses';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { parseBody } from '../../plugins/validation';
import { accountingHistory } from './repository';

/** Accounting history (spec 02 §2, §7): only the caller's own rows, one page (docs/api.md). */
export async function register(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/accounting/accountinghistory/',
    {
      schema: doc({ tags: ['history'], body: accountingHistorySchema, count: true, data: historyRows }),
      config: { permission: 'history' },
    },
    async (request, reply) => {
      const query = parseBody(accountingHistorySchema, request.body);
      const page = await accountingHistory(app.db, request.user.id, query);
      return ok(reply, page.rows, page.count);
    },
  );
}
