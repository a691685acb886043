import * as answers from '@fund/shared/schemas/accounting-responses';
import { idText } from '@fund/shared/schemas/common';
import { settlementPreview } from '@fund/shared/schemas/settlement';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { getOwn } from '../../../lib/get-own';
import { storedAnswer } from '../../../lib/stored-answers';
import { doc } from '../../../plugins/openapi';
import { envelope, sendJson } from '../../../plugins/reply';
import { accountRates } from '../money/repository';
import { ownAccount } from '../repository';
import { accountCards } from './account-cards';
import { payoutInfo, personalFundsMax, personalFundsSum } from './personal-funds';
import { bonusInfo, bundleResult, contractResult, deductibleCategories } from './repository';
import { settlementNow } from './settlement';

const config = { permission: 'dashboard' as const };
const tags = ['accounting'];
/** The figures computed from the ledgers are stored until they change (migrations 090 and 095). */
const stored = true;
const maxQuery = v.strictObject({
  acc_record_id: idText(),
});

/** Dashboard figures: every one computed from the ledgers (docs/accounting.md). */
export function registerReadRoutes(app: FastifyInstance): void {
  getOwn(
    app,
    '/api/accounting/accountcards/',
    { config, tags, data: answers.accountCards, stored },
    accountCards,
  );
  getOwn(
    app,
    '/api/accounting/reports/personalfundssum/',
    { config, tags, data: answers.fundsSum, stored },
    personalFundsSum,
  );
  getOwn(
    app,
    '/api/accounting/reports/contractresult/',
    { config, tags, data: answers.contractResult, stored },
    contractResult,
  );
  getOwn(
    app,
    '/api/accounting/reports/bundleresult/',
    { config, tags, data: answers.resultSummary, stored },
    bundleResult,
  );
  app.get(
    '/api/accounting/personalfunds/max/',
    {
      config,
      schema: doc({ tags, querystring: maxQuery, data: answers.personalFundsMax }),
    },
    async (request, reply) => {
      const { acc_record_id } = request.query;
      const userId = request.user.id;
      const answer = await storedAnswer(app.db, userId, `personalfunds/max/${acc_record_id}`, async (db) => {
        const account = await ownAccount(db, userId, acc_record_id);
        const { rate } = await accountRates(db, account.id);
        return envelope({ value: await personalFundsMax(db, userId, rate) });
      });
      return sendJson(reply, answer);
    },
  );
  getOwn(
    app,
    '/api/users/current/payout/',
    { config, tags: ['users'], data: answers.payoutInfo, stored },
    payoutInfo,
  );
  // «Если рассчитаться сейчас» (issue 38): computed on each request, never stored.
  getOwn(
    app,
    '/api/accounting/settlement/preview/',
    { config, tags, data: settlementPreview },
    settlementNow,
  );
  getOwn(app, '/api/accounting/bonus/', { config, tags, data: answers.bonus }, bonusInfo);
  getOwn(
    app,
    '/api/accounting/deductibles/categories/',
    { config, tags, data: answers.debtCategories },
    deductibleCategories,
  );
}
