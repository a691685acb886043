import * as answers from '@fund/shared/schemas/accounting-responses';
import type { FastifyInstance } from 'fastify';
import { getOwn } from '../../lib/get-own';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { entriesSince, nicknames, stats30days } from './repository';

const config = { permission: 'dashboard' as const };
const tags = ['shark'];

/** Shark statistics: 30-day stats, the player's nicknames, entries totals since contract and bundle start. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/shark/stats/30days/',
    { config, schema: doc({ tags, data: answers.sharkStats }) },
    async (request, reply) => ok(reply, await stats30days(app.db, request.user.id)),
  );

  getOwn(
    app,
    '/api/shark/playergroup/alltournaments/',
    { config, tags, data: answers.sharkNicknames },
    nicknames,
  );

  app.get(
    '/api/shark/playergroup/totalentries/contract/',
    { config, schema: doc({ tags, data: answers.entries }) },
    async (request, reply) => ok(reply, await entriesSince(app.db, request.user.id, 'contract')),
  );

  app.get(
    '/api/shark/playergroup/totalentries/bundle/',
    { config, schema: doc({ tags, data: answers.entries }) },
    async (request, reply) => ok(reply, await entriesSince(app.db, request.user.id, 'bundle')),
  );
}
