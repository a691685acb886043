import * as answers from '@fund/shared/schemas/accounting-responses';
import { body, id, idText, messages } from '@fund/shared/schemas/common';
import {
  dueBundles as dueBundlesAnswer,
  reviewedStatement,
  reviewedStatementList,
  statementSummary,
  termsSchema,
  termsView,
} from '@fund/shared/schemas/settlement';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { getOwn } from '../../lib/get-own';
import { mutation } from '../../lib/idempotency';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { emptyBody, idParams } from '../../plugins/validation';
import { texts } from '../../texts';
import { contractWithBundles } from '../accounting/reports/repository';
import {
  setSettlementSettings,
  settingsSchema,
  settingsView,
  settlementSettings,
} from '../accounting/settlement-settings';
import { reviewedStatementOf, reviewedStatementsOf } from '../accounting/statement-answers';
import { CLOSE_BATCH_MAX, closeBundle, closeBundles, dueBundles } from '../accounting/statements';
import { base, config as staff, tags as staffTags } from '../backoffice/route-config';
import { registerAnswers } from './answers';
import { playerTerms, setTerms, staffTerms } from './terms';

const T = texts.settlement;
/** Several bundles to close at once (issue 38 item 4): 1…CLOSE_BATCH_MAX distinct ids. */
const closeBatch = body({
  bundle_ids: v.pipe(
    v.array(id(), messages.invalidValue),
    v.minLength(1, T.pickBundles),
    v.maxLength(CLOSE_BATCH_MAX, T.tooManyBundles(CLOSE_BATCH_MAX)),
    v.check((ids) => new Set(ids).size === ids.length, T.repeatedBundles),
  ),
});
const closeBatchResults = v.array(
  v.strictObject({
    bundle_id: v.number(),
    statement: v.nullable(statementSummary),
    error: v.nullable(v.string()),
  }),
);

/** A player's statement in the staff's URL. */
const statementParams = v.strictObject({ id: idText(), statement: idText() });

/**
 * GET /api/contracts/user/last/: the last contract with its bundles and each bundle's result.
 * Contract terms (issue 38, docs/settlement.md): the player reads them, the staff read and set them.
 * Statements (issue 38 items 4 and 6): the player reads their own, staff list the bundles to close,
 * close one and read a player's statements.
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
    async (request, reply) => ok(reply, await staffTerms(app.db, request.params.id)),
  );
  app.post(
    url,
    { config: staff, schema: doc({ tags: staffTags, params: idParams, body: termsSchema, data: termsView }) },
    async (request, reply) => {
      const userId = request.params.id;
      const terms = request.body;
      return mutation(app.db, request, reply, (db) => setTerms(db, request.user.id, userId, terms));
    },
  );

  const statementsUrl = '/api/accounting/settlement/statements/';
  getOwn(
    app,
    statementsUrl,
    { config, tags: ['accounting'], data: reviewedStatementList },
    reviewedStatementsOf,
  );
  app.get(
    `${statementsUrl}:id/`,
    { config, schema: doc({ tags: ['accounting'], params: idParams, data: reviewedStatement }) },
    async (request, reply) =>
      ok(reply, await reviewedStatementOf(app.db, request.user.id, request.params.id)),
  );

  app.get(
    `${base}/settlement/bundles/`,
    { config: staff, schema: doc({ tags: staffTags, data: dueBundlesAnswer }) },
    async (_request, reply) => ok(reply, await dueBundles(app.db)),
  );
  app.post(
    `${base}/settlement/bundles/:id/close/`,
    {
      config: staff,
      schema: doc({ tags: staffTags, params: idParams, body: emptyBody, data: statementSummary }),
    },
    async (request, reply) => {
      const bundleId = request.params.id;
      return mutation(app.db, request, reply, (db) => closeBundle(db, request.user.id, bundleId));
    },
  );
  // One request for several bundles, one transaction (a bundle's refusal is its result); a repeat
  // with the same Idempotency-Key replays the first answer.
  app.post(
    `${base}/settlement/bundles/close/`,
    { config: staff, schema: doc({ tags: staffTags, body: closeBatch, data: closeBatchResults }) },
    async (request, reply) => {
      const { bundle_ids } = request.body;
      return mutation(app.db, request, reply, (db) => closeBundles(db, request.user.id, bundle_ids));
    },
  );
  app.get(
    `${base}/users/:id/settlement-statements/`,
    { config: staff, schema: doc({ tags: staffTags, params: idParams, data: reviewedStatementList }) },
    async (request, reply) => ok(reply, await reviewedStatementsOf(app.db, request.params.id)),
  );
  app.get(
    `${base}/users/:id/settlement-statements/:statement/`,
    { config: staff, schema: doc({ tags: staffTags, params: statementParams, data: reviewedStatement }) },
    async (request, reply) => {
      const { id, statement: statementId } = request.params;
      return ok(reply, await reviewedStatementOf(app.db, id, statementId));
    },
  );
  const settingsUrl = `${base}/settlement/settings/`;
  app.get(
    settingsUrl,
    { config: staff, schema: doc({ tags: staffTags, data: settingsView }) },
    async (_r, reply) => ok(reply, await settlementSettings(app.db)),
  );
  app.post(
    settingsUrl,
    { config: staff, schema: doc({ tags: staffTags, body: settingsSchema, data: settingsView }) },
    async (request, reply) => {
      const settings = request.body;
      return mutation(app.db, request, reply, (db) => setSettlementSettings(db, request.user.id, settings));
    },
  );
  registerAnswers(app, statementsUrl);
}
