import { tournamentSearchSchema } from '@fund/shared/schemas/scheduler';
import * as answers from '@fund/shared/schemas/scheduler-responses';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { parseBody } from '../../plugins/validation';
import { listNetworks, searchTournaments } from './repository';

/** The tournament scheduler ('Расписатор', spec 02 §2, §3, §7); permission 'tournaments'. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/scheduler/rooms/',
    {
      config: { permission: 'tournaments' },
      schema: doc({ tags: ['scheduler'], data: answers.schedulerNetworks }),
    },
    async (_request, reply) => ok(reply, await listNetworks(app.db)),
  );

  app.post(
    '/api/scheduler/tournaments/search/',
    {
      config: { permission: 'tournaments' },
      schema: doc({
        tags: ['scheduler'],
        body: tournamentSearchSchema,
        data: answers.tournamentSearchResult,
      }),
    },
    async (request, reply) => {
      const search = parseBody(tournamentSearchSchema, request.body);
      const items = await searchTournaments(app.db, search);
      // Players see a watermark over the grid (the fund's schedule is not to be shared); curators don't.
      const showWmark = !request.user.isCurator;
      // The items arrive as JSON text from PostgreSQL and are spliced in without a parse.
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"success":true,"data":{"items":${items},"show_wmark":${showWmark}}}`);
    },
  );
}
