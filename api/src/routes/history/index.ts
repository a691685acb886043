import { accountingHistorySchema, historyExportSchema } from '@fund/shared/schemas/history';
import { historyRows } from '@fund/shared/schemas/history-responses';
import type { FastifyInstance } from 'fastify';
import { EXPORT_MEDIA_TYPES } from '../../lib/table-export';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { parseBody, parseQuery } from '../../plugins/validation';
import { sendHistoryExport } from './export';
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
  // The same rows as a file (issue 40, docs/api.md "Exports"), streamed a keyset page at a time.
  app.get(
    '/api/accounting/accountinghistory/export/',
    {
      schema: doc({ tags: ['history'], querystring: historyExportSchema, file: EXPORT_MEDIA_TYPES }),
      config: { permission: 'history' },
    },
    async (request, reply) => {
      const query = parseQuery(historyExportSchema, request.query);
      return sendHistoryExport(reply, app.db, request.user.id, query, app.now());
    },
  );
}
