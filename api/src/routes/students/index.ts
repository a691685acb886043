import { studentRows } from '@fund/shared/schemas/curator-rows';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { parseQuery } from '../../plugins/validation';
import { texts } from '../../texts';
import { listStudents } from './repository';

const querySchema = v.strictObject({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, texts.validation.maxLength(100))), ''),
});

/** The student picker of /students: the curator's own students only. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/curators/students/',
    {
      config: { permission: 'students' },
      schema: doc({ tags: ['curators'], querystring: querySchema, data: studentRows }),
    },
    async (request, reply) => {
      const { search } = parseQuery(querySchema, request.query);
      return ok(reply, await listStudents(app.db, request.user.id, app.now(), search));
    },
  );
}
