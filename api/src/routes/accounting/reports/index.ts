import * as answers from '@fund/shared/schemas/accounting-responses';
import { idText } from '@fund/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { doc } from '../../../plugins/openapi';
import { getOwn, ok } from '../../../plugins/reply';
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
  getOwn(app, '/api/accounting/accountcards/', { config, tags, data: answers.accountCards }, accountCards);
  getOwn(
    app,
    '/api/accounting/reports/personalfundssum/',
    { config, tags, data: answers.fundsSum },
    personalFundsSum,
  );
  getOwn(
    app,
    '/api/accounting/reports/contractresult/',
    { config, tags, data: answers.contractResult },
    contractResult,
  );
  getOwn(
    app,
    '/api/accounting/reports/bundleresult/',
    { config, tags, data: answers.resultSummary },
    bundleResult,
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
  getOwn(
    app,
    '/api/users/current/payout/',
    { config, tags: ['users'], data: answers.payoutInfo },
    payoutInfo,
  );
  getOwn(app, '/api/accounting/bonus/', { config, tags, data: answers.bonus }, bonusInfo);
  getOwn(
    app,
    '/api/accounting/deductibles/categories/',
    { config, tags, data: answers.debtCategories },
    deductibleCategories,
  );
}
