import {
  balanceTransferSchema,
  cashFlowSchema,
  changeBalanceSchema,
  depositBookingSchema,
  depositRequestSchema,
  payoutRequestSchema,
  personalFundsPayloadSchema,
} from '@fund/shared/schemas/accounting';
import * as answers from '@fund/shared/schemas/accounting-responses';
import { idAnswer } from '@fund/shared/schemas/answer';
import { confirmedPayoutSchema } from '@fund/shared/schemas/security';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../../../db/types';
import { getOwn } from '../../../lib/get-own';
import { mutation } from '../../../lib/idempotency';
import { storedAnswer } from '../../../lib/stored-answers';
import { getOwnExport } from '../../../lib/table-export';
import { doc } from '../../../plugins/openapi';
import { envelope, ok, sendJson } from '../../../plugins/reply';
import { idParams } from '../../../plugins/validation';
import { texts } from '../../../texts';
import { confirmedMutation } from '../../auth/step-up';
import { createCashFlow, listCashFlows } from './cash-flows';
import { depositRequestsTable } from './deposit-export';
import {
  bookDeposit,
  createDepositRequest,
  deleteDepositRequest,
  listBookings,
  listDepositRequests,
} from './deposits';
import { cashFlowTable, personalFundsTable } from './flows-export';
import { requestPayout } from './payouts';
import { listPersonalFunds, movePersonalFunds } from './personal-funds';
import { changeBalance, transferBetweenAccounts } from './repository';

const config = { permission: 'dashboard' as const };
const tags = ['accounting'];
const intText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, texts.validation.integer),
      v.transform(Number),
      v.maxValue(max, texts.validation.notMore(max)),
    ),
  );
const pageQuery = v.strictObject({ limit: intText(100), offset: intText(1_000_000) });

// The spec's bare list has no step-up (issue 41 item 2): checked as a list, then refused by a 403
// that says what confirms it; the document shows the confirmed form.
const payoutBody = v.lazy((input) => (Array.isArray(input) ? payoutRequestSchema : confirmedPayoutSchema));

export function registerMoneyRoutes(app: FastifyInstance): void {
  const user = (request: { user: { id: number } }) => request.user.id;

  app.post(
    '/api/accounting/accountrecordbalances/',
    { config, schema: doc({ tags, body: changeBalanceSchema, data: answers.balanceChanged }) },
    async (request, reply) => {
      const body = request.body;
      return mutation(app.db, request, reply, (db) => changeBalance(db, user(request), body));
    },
  );
  app.post(
    '/api/accounting/accountrecordbalance/transfer/',
    {
      config,
      schema: doc({ tags, body: balanceTransferSchema, data: idAnswer }),
    },
    async (request, reply) => {
      const body = request.body;
      return mutation(app.db, request, reply, (db) => transferBetweenAccounts(db, user(request), body));
    },
  );

  app.get(
    '/api/accounting/cashflow/',
    { config, schema: doc({ tags, querystring: pageQuery, count: true, data: answers.cashFlowPage }) },
    async (request, reply) => {
      const { limit = 10, offset = 0 } = request.query;
      const page = async (db: Db) => {
        const { rows, count } = await listCashFlows(db, user(request), Math.max(limit, 1), offset);
        return envelope(rows, count);
      };
      // The first page (the dashboard's) is stored; a later page is read when asked.
      if (offset > 0) return sendJson(reply, await page(app.db));
      return sendJson(reply, await storedAnswer(app.db, user(request), `cashflow/${limit}`, page));
    },
  );
  // Every page of the list as a file (issue 40, docs/api.md "Exports").
  getOwnExport(app, '/api/accounting/cashflow/export/', { config, tags }, cashFlowTable);
  app.post(
    '/api/accounting/cashflow/',
    { config, schema: doc({ tags, body: cashFlowSchema, data: idAnswer }) },
    async (request, reply) => {
      const body = request.body;
      return mutation(app.db, request, reply, (db) => createCashFlow(db, user(request), body));
    },
  );

  getOwn(
    app,
    '/api/accounting/depositrequests/',
    { config, tags, data: answers.depositRequestRows, stored: true },
    listDepositRequests,
  );
  // The same rows as a file (issue 40, docs/api.md "Exports").
  getOwnExport(app, '/api/accounting/depositrequests/export/', { config, tags }, depositRequestsTable);
  app.post(
    '/api/accounting/depositrequests/',
    { config, schema: doc({ tags, body: depositRequestSchema, data: idAnswer }) },
    async (request, reply) => {
      const body = request.body;
      return mutation(app.db, request, reply, (db) => createDepositRequest(db, user(request), body));
    },
  );
  app.delete(
    '/api/accounting/depositrequests/:id/',
    { config, schema: doc({ tags, params: idParams, data: idAnswer }) },
    async (request, reply) => {
      const { id } = request.params;
      return mutation(app.db, request, reply, (db) => deleteDepositRequest(db, user(request), id));
    },
  );
  app.get(
    '/api/accounting/depositrequests/tableau/',
    { config, schema: doc({ tags, data: answers.bookingRows }) },
    async (request, reply) => ok(reply, await listBookings(app.db, user(request))),
  );
  app.post(
    '/api/accounting/depositrequests/tableau/',
    {
      config,
      schema: doc({ tags, body: depositBookingSchema, data: idAnswer }),
    },
    async (request, reply) => {
      const { deposit_id } = request.body;
      return mutation(app.db, request, reply, (db) => bookDeposit(db, user(request), deposit_id));
    },
  );

  getOwn(
    app,
    '/api/accounting/playerfundflow/',
    { config, tags, data: answers.fundsRows, stored: true },
    listPersonalFunds,
  );
  getOwnExport(app, '/api/accounting/playerfundflow/export/', { config, tags }, personalFundsTable);
  app.post(
    '/api/accounting/playerfundflow/',
    {
      config,
      schema: doc({ tags, body: personalFundsPayloadSchema, data: answers.fundsMoved }),
    },
    async (request, reply) => {
      const body = request.body;
      return mutation(app.db, request, reply, (db) => movePersonalFunds(db, user(request), body));
    },
  );

  app.post(
    '/api/accounting/payoutrequestsv2/',
    { config, schema: doc({ tags, body: payoutBody, data: idAnswer }) },
    async (request, reply) => {
      const { requests, ...stepUp } = Array.isArray(request.body) ? { requests: request.body } : request.body;
      const act = (db: Db) => requestPayout(db, user(request), requests);
      return confirmedMutation(app, request, reply, stepUp, act, requests);
    },
  );
}
