import { curatorLinkParams, curatorLinkSchema, usersQuery } from '@fund/shared/schemas/backoffice';
import * as answers from '@fund/shared/schemas/backoffice-responses';
import { activityList } from '@fund/shared/schemas/security';
import type { FastifyInstance } from 'fastify';
import { mutation } from '../../../lib/idempotency';
import { doc } from '../../../plugins/openapi';
import { ok } from '../../../plugins/reply';
import { emptyBody, idParams } from '../../../plugins/validation';
import { base, config, tags } from '../route-config';
import {
  linkStudent,
  listUsers,
  onboardingForm,
  setActive,
  unlinkStudent,
  userAccounts,
  userActivity,
} from './repository';

/** People: users, their accounts and onboarding form, activation, curator ↔ student links. */
export function registerPeopleRoutes(app: FastifyInstance): void {
  app.get(
    `${base}/users/`,
    { config, schema: doc({ tags, querystring: usersQuery, count: true, data: answers.backofficeUserRows }) },
    async (request, reply) => {
      const { rows, count } = await listUsers(app.db, request.query);
      return ok(reply, rows, count);
    },
  );
  app.get(
    `${base}/users/:id/accounts/`,
    { config, schema: doc({ tags, params: idParams, data: answers.backofficeAccountRows }) },
    async (request, reply) => ok(reply, await userAccounts(app.db, request.params.id)),
  );
  app.get(
    `${base}/users/:id/onboarding-form/`,
    { config, schema: doc({ tags, params: idParams, data: answers.onboardingFormAnswer }) },
    async (request, reply) => ok(reply, await onboardingForm(app.db, request.params.id)),
  );
  app.get(
    `${base}/users/:id/activity/`,
    { config, schema: doc({ tags, params: idParams, data: activityList }) },
    async (request, reply) => ok(reply, await userActivity(app.db, request.params.id)),
  );
  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `${base}/users/:id/${action}/`,
      {
        config,
        schema: doc({ tags, params: idParams, body: emptyBody, data: answers.actionResult }),
      },
      async (request, reply) => {
        const target = request.params.id;
        return mutation(app.db, request, reply, (db) => setActive(db, request.user.id, target, active), {
          // The user's token works (or stops) here from the answer on, not a moment later.
          afterCommit: () => app.authUsers.settle(),
        });
      },
    );
  }

  app.post(
    `${base}/curator-links/`,
    { config, schema: doc({ tags, body: curatorLinkSchema, data: answers.actionResult }) },
    async (request, reply) => {
      const body = request.body;
      return mutation(app.db, request, reply, (db) =>
        linkStudent(db, request.user.id, body.curator_id, body.student_id),
      );
    },
  );
  app.delete(
    `${base}/curator-links/:curatorId/:studentId/`,
    {
      config,
      schema: doc({ tags, params: curatorLinkParams, data: answers.actionResult }),
    },
    async (request, reply) => {
      const { curatorId, studentId } = request.params;
      return mutation(app.db, request, reply, (db) =>
        unlinkStudent(db, request.user.id, curatorId, studentId),
      );
    },
  );
}
