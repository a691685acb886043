import {
  disputeAnswerSchema,
  disputeSchema,
  openDisputes as openDisputesAnswer,
  statementPaid,
  statementPayouts as statementPayoutsAnswer,
  statementReview,
} from '@fund/shared/schemas/settlement';
import type { FastifyInstance } from 'fastify';
import { mutation } from '../../lib/idempotency';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { emptyBody, idParams } from '../../plugins/validation';
import { acceptStatement, answerDispute, disputeLine, openDisputes } from '../accounting/statement-answers';
import { payStatement, statementPayouts } from '../accounting/statement-payouts';
import { base, config as staff, tags as staffTags } from '../backoffice/route-config';

/**
 * Accept or dispute a statement (issue 38 item 5, docs/settlement.md «Accept or dispute»): the player
 * accepts their own statement or disputes one line of it; staff list the disputed lines waiting for
 * an answer and answer each, list the accepted statements to pay and record a payout (the close's
 * permission; the amount is the statement's). Every write is one transaction and honours
 * Idempotency-Key.
 */
export function registerAnswers(app: FastifyInstance, statementsUrl: string): void {
  const config = { permission: 'dashboard' as const };
  const tags = ['accounting'];
  app.post(
    `${statementsUrl}:id/accept/`,
    { config, schema: doc({ tags, params: idParams, body: emptyBody, data: statementReview }) },
    async (request, reply) => {
      const id = request.params.id;
      return mutation(app.db, request, reply, (db) => acceptStatement(db, request.user.id, id));
    },
  );
  app.post(
    `${statementsUrl}:id/disputes/`,
    { config, schema: doc({ tags, params: idParams, body: disputeSchema, data: statementReview }) },
    async (request, reply) => {
      const id = request.params.id;
      const body = request.body;
      return mutation(app.db, request, reply, (db) => disputeLine(db, request.user.id, id, body));
    },
  );

  app.get(
    `${base}/settlement/disputes/`,
    { config: staff, schema: doc({ tags: staffTags, data: openDisputesAnswer }) },
    async (_request, reply) => ok(reply, await openDisputes(app.db)),
  );
  app.post(
    `${base}/settlement/disputes/:id/answer/`,
    {
      config: staff,
      schema: doc({ tags: staffTags, params: idParams, body: disputeAnswerSchema, data: statementReview }),
    },
    async (request, reply) => {
      const id = request.params.id;
      const body = request.body;
      return mutation(app.db, request, reply, (db) => answerDispute(db, request.user.id, id, body));
    },
  );

  app.get(
    `${base}/settlement/payouts/`,
    { config: staff, schema: doc({ tags: staffTags, data: statementPayoutsAnswer }) },
    async (_request, reply) => ok(reply, await statementPayouts(app.db)),
  );
  app.post(
    `${base}/settlement/statements/:id/pay/`,
    {
      config: staff,
      schema: doc({ tags: staffTags, params: idParams, body: emptyBody, data: statementPaid }),
    },
    async (request, reply) => {
      const id = request.params.id;
      return mutation(app.db, request, reply, (db) => payStatement(db, request.user.id, id));
    },
  );
}
