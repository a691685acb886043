import { payoutRequestRows } from '@fund/shared/schemas/accounting-responses';
import { readNoticesSchema } from '@fund/shared/schemas/backoffice';
import * as bo from '@fund/shared/schemas/backoffice-responses';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { getOwn } from '../../../lib/get-own';
import { doc } from '../../../plugins/openapi';
import { ok } from '../../../plugins/reply';
import { playerNotices, playerPayoutRequests, readNotices } from './repository';

const config = { permission: 'dashboard' as const };
const tags = ['accounting'];

/** What a player sees of the fund's decisions: the notices (badge) and the payout requests' outcome. */
export function registerPlayerRoutes(app: FastifyInstance): void {
  getOwn(app, '/api/accounting/notifications/', { config, tags, data: bo.playerNotices }, playerNotices);
  app.post(
    '/api/accounting/notifications/read/',
    {
      config,
      schema: doc({ tags, body: v.optional(readNoticesSchema, {}), data: bo.noticesRead }),
    },
    async (request, reply) => {
      const { ids } = request.body;
      return ok(reply, await readNotices(app.db, request.user.id, ids));
    },
  );
  getOwn(
    app,
    '/api/accounting/payoutrequestsv2/',
    { config, tags, data: payoutRequestRows },
    playerPayoutRequests,
  );
}
