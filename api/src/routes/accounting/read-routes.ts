import { idText } from '@fund/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { parseQuery } from '../../plugins/validation';
import { ownAccount } from './accounts';
import { accountCards } from './cards';
import { accountRates } from './funds-service';
import { bundleResult, contractResult, personalFundsMax, personalFundsSum } from './reports';

const config = { permission: 'dashboard' as const };
const schema = doc({ tags: ['accounting'] });
const maxQuery = v.strictObject({
  acc_record_id: idText(),
});

/** Dashboard figures: every one computed from the ledgers (docs/accounting.md). */
export function registerReadRoutes(app: FastifyInstance): void {
  app.get('/api/accounting/accountcards/', { config, schema }, async (request, reply) =>
    ok(reply, await accountCards(app.db, request.user.id)),
  );
  app.get('/api/accounting/reports/personalfundssum/', { config, schema }, async (request, reply) =>
    ok(reply, await personalFundsSum(app.db, request.user.id)),
  );
  app.get('/api/accounting/reports/contractresult/', { config, schema }, async (request, reply) =>
    ok(reply, await contractResult(app.db, request.user.id)),
  );
  app.get('/api/accounting/reports/bundleresult/', { config, schema }, async (request, reply) =>
    ok(reply, await bundleResult(app.db, request.user.id)),
  );
  app.get(
    '/api/accounting/personalfunds/max/',
    {
      config,
      schema: doc({ tags: ['accounting'], querystring: maxQuery }),
    },
    async (request, reply) => {
      const { acc_record_id } = parseQuery(maxQuery, request.query);
      const account = await ownAccount(app.db, request.user.id, acc_record_id);
      const { rate } = await accountRates(app.db, account.id);
      return ok(reply, { value: await personalFundsMax(app.db, request.user.id, rate) });
    },
  );
  app.get('/api/accounting/bonus/', { config, schema }, async (request, reply) => {
    const row = await app.db.one(
      `SELECT avg_abi::text AS avg_abi, avg_ts_month::text AS avg_ts_month, fair_roi::text AS fair_roi,
              bonus::text AS bonus, updated_at FROM bonuses WHERE user_id = $1`,
      [request.user.id],
    );
    return ok(reply, row ?? null);
  });
  app.get('/api/accounting/deductibles/categories/', { config, schema }, async (request, reply) => {
    const rows = await app.db.query(
      `SELECT c.id, c.name, COALESCE(sum(d.amount), 0)::text AS balance
         FROM deductible_categories c JOIN deductibles d ON d.category_id = c.id AND d.user_id = $1
        GROUP BY c.id, c.name ORDER BY c.id`,
      [request.user.id],
    );
    return ok(reply, rows);
  });
}
