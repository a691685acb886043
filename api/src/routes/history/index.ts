import { idText } from '@fund/shared/schemas/common';
import { accountingHistorySchema, historyExportSchema } from '@fund/shared/schemas/history';
import { historyRows } from '@fund/shared/schemas/history-responses';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { attachment, EXPORT_MEDIA_TYPES } from '../../lib/table-export';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { base, config as staff, tags as staffTags } from '../backoffice/route-config';
import { sendHistoryExport } from './export';
import { accountingHistory } from './repository';
import { buildStatement, parseMonth } from './statement';
import { renderStatement } from './statement-pdf';
import { statementTexts } from './texts';

/** `:month` of a statement's URL ('YYYY-MM', checked by `parseMonth` with its Russian refusals). */
const monthParams = v.strictObject({ month: v.string() });
const userMonthParams = v.strictObject({ id: idText(), month: v.string() });

/** The player's statement of the month as a PDF (issue 40, docs/api.md "Monthly statement"). */
async function sendStatement(app: FastifyInstance, reply: FastifyReply, userId: number, monthText: string) {
  const now = app.now();
  const month = parseMonth(monthText, now);
  const statement = await buildStatement(app.db, userId, month, now);
  const pdf = await renderStatement(statement, statementTexts.fund, now);
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      attachment(`${statementTexts.file}_${month.key}.pdf`, `statement_${month.key}.pdf`),
    )
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** Accounting history (spec 02 §2, §7): only the caller's own rows, one page (docs/api.md). */
export async function register(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/accounting/accountinghistory/',
    {
      schema: doc({ tags: ['history'], body: accountingHistorySchema, count: true, data: historyRows }),
      config: { permission: 'history' },
    },
    async (request, reply) => {
      const query = request.body;
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
      const query = request.query;
      return sendHistoryExport(reply, app.db, request.user.id, query, app.now());
    },
  );
  // The monthly statement: the caller's own (the history's permission) ...
  app.get(
    '/api/accounting/statements/:month/',
    {
      schema: doc({ tags: ['history'], params: monthParams, file: ['application/pdf'] }),
      config: { permission: 'history' },
    },
    async (request, reply) => {
      const { month } = request.params;
      return sendStatement(app, reply, request.user.id, month);
    },
  );
  // ... and any player's, for the back office (the people area's permission).
  app.get(
    `${base}/users/:id/statements/:month/`,
    { config: staff, schema: doc({ tags: staffTags, params: userMonthParams, file: ['application/pdf'] }) },
    async (request, reply) => {
      const { id, month } = request.params;
      return sendStatement(app, reply, id, month);
    },
  );
}
