import { idAnswer } from '@fund/shared/schemas/answer';
import { noteCreateSchema, noteSchema } from '@fund/shared/schemas/curator';
import * as answers from '@fund/shared/schemas/curator-rows';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { pageParam, perPageParam } from '../../lib/paging';
import { assertOwnStudents, playerIdsParam } from '../../lib/student-access';
import { doc } from '../../plugins/openapi';
import { forbidden, found, notFound, ok } from '../../plugins/reply';
import { idParams } from '../../plugins/validation';
import { texts } from '../../texts';
import {
  assertNoteType,
  createNotes,
  deleteNote,
  getNote,
  listNotes,
  listNoteTypes,
  noteOfCurator,
  updateNote,
} from './repository';

const listQuery = v.strictObject({ players: playerIdsParam, page: pageParam, per_page: perPageParam });
const config = { permission: 'students' } as const;
const tags = ['notes'];

const NOTE_TEXT = texts.notes;

/**
 * Every curator of the student reads the note; only its author edits or deletes it (404 when the
 * note is not of the curator's students, 403 when it is someone else's): docs/security.md "Ownership".
 */
async function assertAuthor(db: FastifyInstance['db'], id: number, curatorId: number): Promise<void> {
  const note = await noteOfCurator(db, id, curatorId);
  if (!note) throw notFound();
  if (note.created_by !== curatorId) throw forbidden(NOTE_TEXT.authorOnly);
}

/** Notes about students: curators only (a student gets 403 from the permission). */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/notes/types/',
    { config, schema: doc({ tags, data: answers.noteTypes }) },
    async (_request, reply) => ok(reply, await listNoteTypes(app.db)),
  );

  app.get(
    '/api/notes/',
    { config, schema: doc({ tags, querystring: listQuery, count: true, data: answers.noteRows }) },
    async (request, reply) => {
      const query = request.query;
      await assertOwnStudents(app.db, request.user.id, query.players);
      const { rows, count } = await listNotes(app.db, query.players, query.per_page, query.page);
      return ok(reply, rows, count);
    },
  );

  app.post(
    '/api/notes/',
    { config, schema: doc({ tags, body: noteCreateSchema, status: 201, data: answers.noteRows }) },
    async (request, reply) => {
      const body = request.body;
      const players = [...new Set(body.player_ids)];
      await assertOwnStudents(app.db, request.user.id, players);
      await assertNoteType(app.db, body.note_type);
      const ids = await app.db.tx((t) =>
        createNotes(t, players, body.note_type, body.text.trim(), request.user.id, app.now()),
      );
      const notes = await Promise.all(ids.map(async (id) => found(await getNote(app.db, id))));
      return ok(reply.status(201), notes);
    },
  );

  app.put(
    '/api/notes/:id/',
    { config, schema: doc({ tags, params: idParams, body: noteSchema, data: answers.noteRow }) },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      await assertAuthor(app.db, id, request.user.id);
      await assertNoteType(app.db, body.note_type);
      const done = await updateNote(app.db, id, body.note_type, body.text.trim(), request.user.id, app.now());
      if (!done) throw notFound();
      return ok(reply, found(await getNote(app.db, id)));
    },
  );

  app.delete(
    '/api/notes/:id/',
    { config, schema: doc({ tags, params: idParams, data: idAnswer }) },
    async (request, reply) => {
      const { id } = request.params;
      await assertAuthor(app.db, id, request.user.id);
      if (!(await deleteNote(app.db, id, request.user.id))) throw notFound();
      return ok(reply, { id });
    },
  );
}
