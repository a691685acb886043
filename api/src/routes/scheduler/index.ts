import { tournamentSearchSchema } from '@fund/shared/schemas/scheduler';
import * as answers from '@fund/shared/schemas/scheduler-responses';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { cursorParam, limitParam } from '../../lib/paging';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { texts } from '../../texts';
import { listNetworks, searchTournaments } from './repository';

/** Tournaments a page of the search when the query names no `limit` (the screen asks for as many). */
const SEARCH_PAGE = 100;

/**
 * The search's page (issue 43), in the query string as the other paged lists have it: `limit`
 * (1..100, default 100) rows after `after`, `<day_number>|<id>` of the previous page's last row.
 */
const pageQuery = v.strictObject({
  limit: limitParam(SEARCH_PAGE, texts.scheduler.limit),
  after: cursorParam((day) => (/^[0-6]$/.test(day) ? Number(day) : null), texts.scheduler.cursor, 20),
});

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
        querystring: pageQuery,
        body: tournamentSearchSchema,
        data: answers.tournamentSearchResult,
      }),
    },
    async (request, reply) => {
      const page = request.query;
      const search = request.body;
      const items = await searchTournaments(app.db, search, page);
      // Players see a watermark over the grid (the fund's schedule is not to be shared); curators don't.
      const showWmark = !request.user.isCurator;
      // The items arrive as JSON text from PostgreSQL and are spliced in without a parse.
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"success":true,"data":{"items":${items},"show_wmark":${showWmark}}}`);
    },
  );
}
