import { EXPORT_FORMATS, idText, messages } from '@fund/shared/schemas/common';
import {
  DEFAULT_HOMEWORK_FILTER,
  HOMEWORK_FILTERS,
  homeworkCreateSchema,
  homeworkMessageSchema,
  homeworkUpdateSchema,
} from '@fund/shared/schemas/curator';
import * as answers from '@fund/shared/schemas/curator-rows';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { cursorParam, pageParam, perPageParam } from '../../lib/paging';
import { assertOwnStudents, isCurator, isStudent, playerIdsParam } from '../../lib/student-access';
import { EXPORT_MEDIA_TYPES } from '../../lib/table-export';
import { doc } from '../../plugins/openapi';
import { forbidden, found, notFound, ok } from '../../plugins/reply';
import { idParams } from '../../plugins/validation';
import { texts } from '../../texts';
import { sendHomeworkExport } from './export';
import { addMessage, editMessage, markRead } from './messages';
import {
  createHomework,
  curatorUpdate,
  getHomework,
  homeworkAccess,
  listHomework,
  studentUpdate,
} from './repository';
import { HOMEWORK_PAGING_TEXT } from './texts';

const filterEntries = {
  players: v.optional(playerIdsParam),
  filter: v.optional(v.picklist(HOMEWORK_FILTERS, texts.homework.unknownFilter), DEFAULT_HOMEWORK_FILTER),
};
/** A deadline as the answer writes it (ISO, milliseconds, UTC), a real instant. */
const deadlineOf = (text: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(text) &&
  !Number.isNaN(Date.parse(text)) &&
  new Date(text).toISOString() === text
    ? text
    : null;
/**
 * The list's page (spec 02 §9: `page`, `per_page` 10/20/50/100/all, default 10) or, issue 43,
 * `after` — `<deadline>|<id>` of the previous page's last row: the next `per_page` tasks (`page`
 * is not read).
 */
const listQuery = v.strictObject({
  ...filterEntries,
  page: pageParam,
  per_page: perPageParam,
  after: cursorParam(deadlineOf, HOMEWORK_PAGING_TEXT.cursor, 100),
});
/** The list's filters (no paging) and the file's format (issue 40). */
const exportQuery = v.strictObject({
  ...filterEntries,
  format: v.optional(v.picklist(EXPORT_FORMATS, messages.invalidValue), 'xlsx'),
});
const tags = ['homework'];

/** Homework of spec 02 §3-§4: curators for their students, a student for themself. */
export async function register(app: FastifyInstance): Promise<void> {
  /** Whose homework a list or export reads: `players` (a curator's own students) or the caller (a student). */
  async function listedPlayers(request: FastifyRequest, players: number[] | undefined): Promise<number[]> {
    const user = request.user;
    if (players) {
      if (!isCurator(user)) throw forbidden();
      await assertOwnStudents(app.db, user.id, players);
      return players;
    }
    if (!isStudent(user)) throw forbidden();
    return [user.id];
  }

  app.get(
    '/api/homework/',
    { config: { role: 'any' }, schema: doc({ tags, querystring: listQuery, data: answers.homeworkList }) },
    async (request, reply) => {
      const query = request.query;
      const list = await listHomework(app.db, request.user.id, app.now(), {
        playerIds: await listedPlayers(request, query.players),
        filter: query.filter,
        perPage: query.per_page,
        page: query.page,
        after: query.after,
      });
      return ok(reply, list);
    },
  );

  // The list as a file (issue 40, docs/api.md "Exports"): the same filters and access.
  app.get(
    '/api/homework/export/',
    { config: { role: 'any' }, schema: doc({ tags, querystring: exportQuery, file: EXPORT_MEDIA_TYPES }) },
    async (request, reply) => {
      const { format, players, filter } = request.query;
      const playerIds = await listedPlayers(request, players);
      return sendHomeworkExport(reply, app.db, request.user.id, app.now(), { format, filter, playerIds });
    },
  );
  app.get(
    '/api/homework/:id/',
    { config: { role: 'any' }, schema: doc({ tags, params: idParams, data: answers.homeworkRow }) },
    async (request, reply) => {
      const { id } = request.params;
      await accessibleHomework(app, request, id);
      return ok(reply, found(await getHomework(app.db, request.user.id, app.now(), id)));
    },
  );

  app.post(
    '/api/homework/',
    {
      config: { permission: 'students' },
      schema: doc({ tags, body: homeworkCreateSchema, status: 201, data: answers.homeworkRows }),
    },
    async (request, reply) => {
      const body = request.body;
      await assertOwnStudents(app.db, request.user.id, body.player_ids);
      const now = app.now();
      const ids = await app.db.tx((t) => createHomework(t, body, request.user.id, now));
      const rows = await Promise.all(
        ids.map(async (id) => found(await getHomework(app.db, request.user.id, now, id))),
      );
      return ok(reply.status(201), rows);
    },
  );

  // The student's update: marking completed only.
  app.patch(
    '/api/homework/:id/',
    {
      config: { role: 'any' },
      schema: doc({ tags, params: idParams, body: homeworkUpdateSchema, data: answers.homeworkRow }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const access = await accessibleHomework(app, request, id);
      const body = request.body;
      if (!access.asStudent) throw forbidden();
      await studentUpdate(app.db, id, body, request.user.id, app.now());
      return ok(reply, found(await getHomework(app.db, request.user.id, app.now(), id)));
    },
  );

  app.patch(
    '/api/homework/:id/curator/',
    {
      config: { permission: 'students' },
      schema: doc({ tags, params: idParams, body: homeworkUpdateSchema, data: answers.homeworkRow }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const access = await accessibleHomework(app, request, id);
      if (!access.asCurator) throw forbidden();
      const body = request.body;
      await curatorUpdate(app.db, id, body, request.user.id, app.now());
      return ok(reply, found(await getHomework(app.db, request.user.id, app.now(), id)));
    },
  );

  app.post(
    '/api/homework/:id/read/',
    { config: { role: 'any' }, schema: doc({ tags, params: idParams, data: answers.homeworkRead }) },
    async (request, reply) => {
      const { id } = request.params;
      await accessibleHomework(app, request, id);
      return ok(reply, { marked: await markRead(app.db, id, request.user.id, app.now()) });
    },
  );

  await registerMessages(app);
}

const messageParams = v.strictObject({ id: idText(), messageId: idText() });
/** The message thread of a homework: send, and edit only one's own latest message. */
async function registerMessages(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/homework/:id/messages/',
    {
      config: { role: 'any' },
      schema: doc({
        tags,
        params: idParams,
        body: homeworkMessageSchema,
        status: 201,
        data: answers.homeworkRow,
      }),
    },
    async (request, reply) => {
      const { id } = request.params;
      await accessibleHomework(app, request, id);
      const body = request.body;
      await addMessage(app.db, id, request.user.id, body.text, app.now());
      return ok(reply.status(201), found(await getHomework(app.db, request.user.id, app.now(), id)));
    },
  );

  app.patch(
    '/api/homework/:id/messages/:messageId/',
    {
      config: { role: 'any' },
      schema: doc({ tags, params: messageParams, body: homeworkMessageSchema, data: answers.homeworkRow }),
    },
    async (request, reply) => {
      const { id, messageId } = request.params;
      await accessibleHomework(app, request, id);
      const body = request.body;
      await editMessage(app.db, id, messageId, request.user.id, body.text, app.now());
      return ok(reply, found(await getHomework(app.db, request.user.id, app.now(), id)));
    },
  );
}

/** The homework if the caller may see it (its student or one of their curators); 404 when missing, 403 when someone else's. */
async function accessibleHomework(app: FastifyInstance, request: FastifyRequest, id: number) {
  const access = await homeworkAccess(app.db, id, request.user.id);
  const user = request.user;
  const asStudent = access?.player_id === user.id && isStudent(user);
  const asCurator = Boolean(access?.curator_of) && isCurator(user);
  if (!access) throw notFound();
  if (!asStudent && !asCurator) throw forbidden();
  return { ...access, asStudent, asCurator };
}
