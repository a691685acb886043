import * as answers from '@fund/shared/schemas/accounting-responses';
import { idText } from '@fund/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { doc } from '../../../plugins/openapi';
import { ok } from '../../../plugins/reply';
import { parseQuery } from '../../../plugins/validation';
import { accountRates } from '../money/repository';
import { ownAccount } from '../repository';
import {
  accountCards,
  bonusInfo,
  bundleResult,
  contractResult,
  deductibleCategories,
  payoutInfo,
  personalFundsMax,
  personalFundsSum,
} from './repository';

const config = { permission: 'dashboard' as const };
const tags = ['accounting'];
const maxQuery = v.strictObject({
  acc_record_id: idText(),
});

/** Dashboard figures: every one computed from the ledgers (docs/accounting.md). */
export function registerReadRoutes(app: FastifyInstance): void {
  app.get(
    '/api/accounting/accountcards/',
    { config, schema: doc({ tags, data: answers.accountCards }) },
    async (request, reply) => ok(reply, await accountCards(app.db, request.user.id)),
  );
  app.get(
    '/api/accounting/reports/personalfundssum/',
    { config, schema: doc({ tags, data: answers.fundsSum }) },
    async (request, reply) => ok(reply, await personalFundsSum(app.db, request.user.id)),
  );
  app.get(
    '/api/accounting/reports/contractresult/',
    { config, schema: doc({ tags, data: answers.contractResult }) },
    async (request, reply) => ok(reply, await contractResult(app.db, request.user.id)),
  );
  app.get(
    '/api/accounting/reports/bundleresult/',
    { config, schema: doc({ tags, data: answers.resultSummary }) },
    async (request, reply) => ok(reply, await bundleResult(app.db, request.user.id)),
  );
  app.get(
    '/api/accounting/personalfunds/max/',
    {
      config,
      schema: doc({ tags, querystring: maxQuery, data: answers.personalFundsMax }),
    },
    async (request, reply) => {
      const { acc_record_id } = parseQuery(maxQuery, request.query);
      const account = await ownAccount(app.db, request.user.id, acc_record_id);
      const { rate } = await accountRates(app.db, account.id);
      return ok(reply, { value: await personalFundsMax(app.db, request.user.id, rate) });
    },
  );
  app.get(
    '/api/users/current/payout/',
    { config, schema: doc({ tags: ['users'], data: answers.payoutInfo }) },
    async (request, reply) => ok(reply, await payoutInfo(app.db, request.user.id)),
  );
  app.get(
    '/api/accounting/bonus/',
    { config, schema: doc({ tags, data: answers.bonus }) },
    async (request, reply) => ok(reply, await bonusInfo(app.db, request.user.id)),
  );
  app.get(
    '/api/accounting/deductibles/categories/',
    { config, schema: doc({ tags, data: answers.debtCategories }) },
    async (request, reply) => ok(reply, await deductibleCategories(app.db, request.user.id)),
  );
}
