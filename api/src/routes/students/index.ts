import { studentRows } from '@fund/shared/schemas/curator-rows';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { cursorParam, limitParam } from '../../lib/paging';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { texts } from '../../texts';
import { listStudents } from './repository';

/** Students a page when the query names no `limit` (the picker asks for as many). */
const STUDENTS_PAGE = 50;

const querySchema = v.strictObject({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, texts.validation.maxLength(100))), ''),
  limit: limitParam(STUDENTS_PAGE, texts.students.limit),
  // `<username>|<id>` of the previous page's last row.
  after: cursorParam((username) => username, texts.students.cursor),
});

/**
 * The student picker of /students: the curator's own students only, paged on the server (issue
 * 43): `limit` (1..100, default 50) students by username after `after` (`<username>|<id>` of the
 * previous page's last row), `search` by part of the name; `count` every student of the filter.
 */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/curators/students/',
    {
      config: { permission: 'students' },
      schema: doc({ tags: ['curators'], querystring: querySchema, data: studentRows, count: true }),
    },
    async (request, reply) => {
      const { after, ...rest } = request.query;
      const cursor = after && { username: after.key, id: after.id };
      const { rows, count } = await listStudents(app.db, request.user.id, app.now(), {
        ...rest,
        after: cursor,
      });
      return ok(reply, rows, count);
    },
  );
}
