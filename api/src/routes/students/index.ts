import { isIdText } from '@fund/shared/schemas/common';
import { studentRows } from '@fund/shared/schemas/curator-rows';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { parseQuery } from '../../plugins/validation';
import { texts } from '../../texts';
import { listStudents, type StudentCursor } from './repository';

/** Students a page when the query names no `limit` (the picker asks for as many). */
const STUDENTS_PAGE = 50;
/** A bound on the cursor's text (usernames are far shorter). */
const MAX_CURSOR = 1000;

/** `<username>|<id>` of the previous page's last row → its keyset; the id after the last `|`. */
function cursorOf(text: string): StudentCursor | null {
  const bar = text.lastIndexOf('|');
  const id = text.slice(bar + 1);
  return bar > 0 && isIdText(id) ? { username: text.slice(0, bar), id: Number(id) } : null;
}

const limitText = v.pipe(
  v.string(texts.students.limit),
  v.regex(/^\d{1,3}$/, texts.students.limit),
  v.transform(Number),
  v.minValue(1, texts.students.limit),
  v.maxValue(100, texts.students.limit),
);

const querySchema = v.strictObject({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, texts.validation.maxLength(100))), ''),
  limit: v.optional(limitText, String(STUDENTS_PAGE)),
  after: v.optional(
    v.pipe(
      v.string(texts.students.cursor),
      v.maxLength(MAX_CURSOR, texts.students.cursor),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const cursor = cursorOf(dataset.value);
        if (cursor) return cursor;
        addIssue({ message: texts.students.cursor });
        return NEVER;
      }),
    ),
  ),
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
      const query = parseQuery(querySchema, request.query);
      const { rows, count } = await listStudents(app.db, request.user.id, app.now(), query);
      return ok(reply, rows, count);
    },
  );
}
