import {
  approveSchema,
  cashFlowsExportQuery,
  cashFlowsQuery,
  depositRequestsExportQuery,
  depositRequestsQuery,
  payoutExportQuery,
  payoutRequestsQuery,
  personalFundsExportQuery,
  personalFundsQuery,
  processDepositSchema,
  rejectSchema,
  settlePayoutSchema,
} from '@fund/shared/schemas/backoffice';
import * as answers from '@fund/shared/schemas/backoffice-responses';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { mutation } from '../../../lib/idempotency';
import { doc } from '../../../plugins/openapi';
import { ok } from '../../../plugins/reply';
import { idParams } from '../../../plugins/validation';
import { base, config, tags } from '../route-config';
import { decideCashFlow, listCashFlows } from './cash-flows';
import { listDepositRequests, processDeposit, rejectDeposit } from './deposits';
import {
  cashFlowsTable,
  depositRequestsTable,
  getQueueExport,
  payoutsTable,
  personalFundsTable,
} from './export';
import { listPayoutRequests, rejectPayout, settlePayout } from './payouts';
import { decidePersonalFunds, listPersonalFunds } from './personal-funds';
import { pendingCounts } from './repository';

/** The queues: deposit requests, cash flows, payout requests, personal funds, and their counts. */
export function registerQueueRoutes(app: FastifyInstance): void {
  const approve = doc({
    tags,
    params: idParams,
    body: v.optional(approveSchema, {}),
    data: answers.actionResult,
  });
  const reject = doc({ tags, params: idParams, body: rejectSchema, data: answers.actionResult });

  app.get(
    `${base}/counts/`,
    { config, schema: doc({ tags, data: answers.backofficeCounts }) },
    async (_request, reply) => ok(reply, await pendingCounts(app.db)),
  );

  getQueueExport(app, 'deposit-requests', depositRequestsExportQuery, depositRequestsTable);
  app.get(
    `${base}/deposit-requests/`,
    {
      config,
      schema: doc({ tags, querystring: depositRequestsQuery, count: true, data: answers.depositRequestRows }),
    },
    async (request, reply) => {
      const { rows, count } = await listDepositRequests(app.db, request.query);
      return ok(reply, rows, count);
    },
  );
  app.post(
    `${base}/deposit-requests/:id/process/`,
    {
      config,
      schema: doc({ tags, params: idParams, body: processDepositSchema, data: answers.actionResult }),
    },
    async (request, reply) => {
      const target = request.params.id;
      const body = request.body;
      return mutation(app.db, request, reply, (db) => processDeposit(db, request.user.id, target, body));
    },
  );
  app.post(`${base}/deposit-requests/:id/reject/`, { config, schema: reject }, async (request, reply) => {
    const target = request.params.id;
    const { reason } = request.body;
    return mutation(app.db, request, reply, (db) => rejectDeposit(db, request.user.id, target, reason));
  });

  getQueueExport(app, 'cash-flows', cashFlowsExportQuery, cashFlowsTable);
  app.get(
    `${base}/cash-flows/`,
    {
      config,
      schema: doc({ tags, querystring: cashFlowsQuery, count: true, data: answers.cashFlowRows }),
    },
    async (request, reply) => {
      const { rows, count } = await listCashFlows(app.db, request.query);
      return ok(reply, rows, count);
    },
  );
  app.post(`${base}/cash-flows/:id/approve/`, { config, schema: approve }, async (request, reply) => {
    const target = request.params.id;
    const { comment } = request.body;
    return mutation(app.db, request, reply, (db) =>
      decideCashFlow(db, request.user.id, target, { approve: true, comment }),
    );
  });
  app.post(`${base}/cash-flows/:id/reject/`, { config, schema: reject }, async (request, reply) => {
    const target = request.params.id;
    const { reason } = request.body;
    return mutation(app.db, request, reply, (db) =>
      decideCashFlow(db, request.user.id, target, { approve: false, reason }),
    );
  });

  // The queues as files (issue 40, docs/api.md "Exports"), each beside its list.
  getQueueExport(app, 'payout-requests', payoutExportQuery, payoutsTable);
  app.get(
    `${base}/payout-requests/`,
    {
      config,
      schema: doc({ tags, querystring: payoutRequestsQuery, count: true, data: answers.payoutRequestRows }),
    },
    async (request, reply) => {
      const { rows, count } = await listPayoutRequests(app.db, request.query);
      return ok(reply, rows, count);
    },
  );
  app.post(
    `${base}/payout-requests/:id/settle/`,
    {
      config,
      schema: doc({ tags, params: idParams, body: settlePayoutSchema, data: answers.actionResult }),
    },
    async (request, reply) => {
      const target = request.params.id;
      const body = request.body;
      return mutation(app.db, request, reply, (db) => settlePayout(db, request.user.id, target, body));
    },
  );
  app.post(`${base}/payout-requests/:id/reject/`, { config, schema: reject }, async (request, reply) => {
    const target = request.params.id;
    const { reason } = request.body;
    return mutation(app.db, request, reply, (db) => rejectPayout(db, request.user.id, target, reason));
  });

  getQueueExport(app, 'personal-funds', personalFundsExportQuery, personalFundsTable);
  app.get(
    `${base}/personal-funds/`,
    {
      config,
      schema: doc({ tags, querystring: personalFundsQuery, count: true, data: answers.personalFundsRows }),
    },
    async (request, reply) => {
      const { rows, count } = await listPersonalFunds(app.db, request.query);
      return ok(reply, rows, count);
    },
  );
  app.post(`${base}/personal-funds/:id/approve/`, { config, schema: approve }, async (request, reply) => {
    const target = request.params.id;
    const { comment } = request.body;
    return mutation(app.db, request, reply, (db) =>
      decidePersonalFunds(db, request.user.id, target, { approve: true, comment }),
    );
  });
  app.post(`${base}/personal-funds/:id/reject/`, { config, schema: reject }, async (request, reply) => {
    const target = request.params.id;
    const { reason } = request.body;
    return mutation(app.db, request, reply, (db) =>
      decidePersonalFunds(db, request.user.id, target, { approve: false, reason }),
    );
  });
}
