import { idAnswer } from '@fund/shared/schemas/answer';
import { STAT_REVISIONS, statCreateSchema } from '@fund/shared/schemas/curator';
import * as answers from '@fund/shared/schemas/curator-rows';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { assertCanRead, assertOwnStudents, playerIdParam } from '../../lib/student-access';
import { ValidationError } from '../../plugins/errors';
import { doc } from '../../plugins/openapi';
import { notFound, ok } from '../../plugins/reply';
import { idParams } from '../../plugins/validation';
import { texts } from '../../texts';
import { createRecord, deleteRecord, listFields, statTable, unknownFields } from './repository';

const revisionParam = v.optional(
  v.pipe(v.picklist(STAT_REVISIONS.map(String), texts.statistics.revision), v.transform(Number)),
  '1',
);
const tableQuery = v.strictObject({ player: playerIdParam, revision: revisionParam });
/** numeric(14, 2) holds values below this bound. */
const MAX_ABS = 1e12;
const tags = ['statistics'];

/** Custom statistics (spec 02 §3, §5, §6): the student reads their own, the curator adds and deletes. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/stats/fields/',
    { config: { role: 'any' }, schema: doc({ tags, data: answers.statFields }) },
    async (_request, reply) => ok(reply, await listFields(app.db)),
  );

  app.get(
    '/api/stats/',
    { config: { role: 'any' }, schema: doc({ tags, querystring: tableQuery, data: answers.statTable }) },
    async (request, reply) => {
      const query = request.query;
      await assertCanRead(app.db, request.user, query.player);
      return ok(reply, await statTable(app.db, query.player, query.revision));
    },
  );

  app.post(
    '/api/stats/',
    {
      config: { permission: 'students' },
      schema: doc({ tags, body: statCreateSchema, status: 201, data: idAnswer }),
    },
    async (request, reply) => {
      const body = request.body;
      await assertOwnStudents(app.db, request.user.id, [body.player_id]);
      const fields: Record<string, string[]> = {};
      for (const [key, value] of Object.entries(body.values)) {
        if (Math.abs(value) >= MAX_ABS) fields[`values.${key}`] = [texts.statistics.tooLarge];
      }
      const unknown = await unknownFields(app.db, Object.keys(body.values).map(Number));
      for (const id of unknown) fields[`values.${id}`] = [texts.statistics.unknownField];
      if (Object.keys(fields).length > 0) throw new ValidationError(fields);
      const id = await app.db.tx((t) =>
        createRecord(t, body.player_id, body.revision, body.values, request.user.id, app.now()),
      );
      return ok(reply.status(201), { id });
    },
  );

  app.delete(
    '/api/stats/:id/',
    { config: { permission: 'students' }, schema: doc({ tags, params: idParams, data: idAnswer }) },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await deleteRecord(app.db, id, request.user.id))) throw notFound();
      return ok(reply, { id });
    },
  );
}
