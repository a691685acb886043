import { evAnalysis as evAnswer } from '@fund/shared/schemas/curator-rows';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { assertCanRead, playerIdParam } from '../../lib/student-access';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { evAnalysis } from './repository';

const querySchema = v.strictObject({ player: playerIdParam });

/** EV analysis of one student: the student themself or their curator, read only. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/ev/',
    { config: { role: 'any' }, schema: doc({ tags: ['ev'], querystring: querySchema, data: evAnswer }) },
    async (request, reply) => {
      const { player } = request.query;
      await assertCanRead(app.db, request.user, player);
      return ok(reply, await evAnalysis(app.db, player));
    },
  );
}
