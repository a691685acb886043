import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor, countRows, FORBIDDEN, userId } from '../students/curator-helpers';

let app: FastifyInstance;
let curator: Caller;
let player: Caller;
let playerId: number;
let annaId: number;
let typeId: number;

beforeEach(async () => {
  app = await buildTestApp();
  curator = await callerFor(app, 'curator');
  player = await callerFor(app, 'player');
  playerId = await userId(app, 'player');
  annaId = await userId(app, 'anna.kuznetsova');
  typeId = (await curator('GET', '/api/notes/types/')).json().data[0].id;
});
afterEach(() => app?.close());

const snapshot = () => app.db.query('SELECT * FROM notes ORDER BY id');
/** A note the demo curator wrote about the demo player (the one they may edit). */
async function ownNoteId(): Promise<number> {
  const row = await app.db.one<{ id: number }>(
    `SELECT n.id FROM notes n JOIN users a ON a.id = n.created_by
      WHERE a.username = 'curator' AND n.player_id = $1 ORDER BY n.id LIMIT 1`,
    [playerId],
  );
  if (!row) throw new Error('the demo data has no note of the curator about the player');
  return row.id;
}

describe('notes list', () => {
  test('paginated by per_page and page, newest first, with type, author and student', async () => {
    const total = (await app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM notes WHERE player_id = $1',
      [playerId],
    ))!.n;
    const first = (await curator('GET', `/api/notes/?players=${playerId}`)).json();
    expect(first.count).toBe(total);
    expect(first.data).toHaveLength(10);
    const note = first.data[0];
    expect(Object.keys(note.note_type).sort()).toEqual(['color', 'id', 'name']);
    expect(note).toMatchObject({ username: 'player', player_id: playerId });
    expect(typeof note.created_by).toBe('string');
    const dates = first.data.map((n: { created_datetime: string }) => n.created_datetime);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page3 = (await curator('GET', `/api/notes/?players=${playerId}&per_page=10&page=3`)).json();
    expect(page3.data).toHaveLength(total - 20);
    const all = (await curator('GET', `/api/notes/?players=${playerId}&per_page=all`)).json();
    expect(all.data).toHaveLength(total);
    const twenty = (await curator('GET', `/api/notes/?players=${playerId},${annaId}&per_page=20`)).json();
    expect(twenty.data).toHaveLength(20);
    expect(new Set(all.data.map((n: { id: number }) => n.id)).size).toBe(total);
  });

  test('bad per_page and a student of another curator are refused', async () => {
    const bad = await curator('GET', `/api/notes/?players=${playerId}&per_page=15`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.per_page[0]).toMatch(/Допустимо/);
    const newbie = await userId(app, 'newbie');
    expect((await curator('GET', `/api/notes/?players=${playerId},${newbie}`)).statusCode).toBe(403);
    expect((await curator('GET', '/api/notes/')).statusCode).toBe(400);
  });

  test('a student gets 403 on every notes route', async () => {
    const before = await snapshot();
    const calls: [Parameters<Caller>[0], string, unknown?][] = [
      ['GET', '/api/notes/types/'],
      ['GET', `/api/notes/?players=${playerId}`],
      ['POST', '/api/notes/', { player_ids: [playerId], note_type: typeId, text: 'x' }],
      ['PUT', '/api/notes/1/', { note_type: typeId, text: 'x' }],
      ['DELETE', '/api/notes/1/'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await player(method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('notes changes', () => {
  test('create for several students, the author edits (editor recorded) and deletes', async () => {
    const created = await curator('POST', '/api/notes/', {
      player_ids: [playerId, annaId],
      note_type: typeId,
      text: ' Новая заметка ',
    });
    expect(created.statusCode).toBe(201);
    const notes = created.json().data;
    expect(notes.map((n: { username: string }) => n.username).sort()).toEqual(['anna.kuznetsova', 'player']);
    expect(notes[0]).toMatchObject({ text: 'Новая заметка', created_by: 'curator', updated_by: null });

    const otherType = (await curator('GET', '/api/notes/types/')).json().data[1].id;
    const edited = await curator('PUT', `/api/notes/${notes[0].id}/`, {
      note_type: otherType,
      text: 'Исправлено',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      text: 'Исправлено',
      created_by: 'curator',
      updated_by: 'curator',
    });
    expect(edited.json().data.note_type.id).toBe(otherType);

    const deleted = await curator('DELETE', `/api/notes/${notes[0].id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(await app.db.one('SELECT 1 FROM notes WHERE id = $1', [notes[0].id])).toBeUndefined();
    expect((await curator('DELETE', `/api/notes/${notes[0].id}/`)).statusCode).toBe(404);
  });

  test.each([
    ['empty text', { note_type: 1, text: '' }, 'text', 'Обязательное поле'],
    ['blank text', { note_type: 1, text: '   ' }, 'text', 'Обязательное поле'],
    ['no type', { text: 'x' }, 'note_type', 'Обязательное поле'],
    ['type as text', { note_type: 'общее', text: 'x' }, 'note_type', 'Некорректный идентификатор'],
    [
      'type past the integer range',
      { note_type: 2 ** 31, text: 'x' },
      'note_type',
      'Некорректный идентификатор',
    ],
    ['unknown type', { note_type: 9999, text: 'x' }, 'note_type', 'Неизвестный тип заметки'],
  ])('bad input (%s) → Russian 400, nothing stored', async (_, payload, field, message) => {
    const before = await snapshot();
    const create = await curator('POST', '/api/notes/', { player_ids: [playerId], ...payload });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({
      success: false,
      error: { messages: [], fields: { [field]: [message] } },
    });
    const noteId = await ownNoteId();
    const update = await curator('PUT', `/api/notes/${noteId}/`, payload);
    expect(update.statusCode).toBe(400);
    expect(update.json().error.fields[field]).toEqual([message]);
    expect(await snapshot()).toEqual(before);
  });

  test("another curator's student: no create, edit or delete", async () => {
    const newbie = await userId(app, 'newbie');
    const before = await countRows(app, 'notes');
    expect(
      (await curator('POST', '/api/notes/', { player_ids: [newbie], note_type: typeId, text: 'x' }))
        .statusCode,
    ).toBe(403);
    const admin = await callerFor(app, 'admin');
    const [note] = await app.db.query<{ id: number }>(
      "SELECT n.id FROM notes n JOIN users u ON u.id = n.player_id WHERE u.username = 'sergey.volkov' LIMIT 1",
    );
    expect((await admin('PUT', `/api/notes/${note!.id}/`, { note_type: typeId, text: 'x' })).statusCode).toBe(
      404,
    );
    expect((await admin('DELETE', `/api/notes/${note!.id}/`)).statusCode).toBe(404);
    expect(await countRows(app, 'notes')).toBe(before);
  });

  test("another curator's or admin's note on a shared student: read, but no edit or delete (403)", async () => {
    const admin = await callerFor(app, 'admin');
    const created = await admin('POST', '/api/notes/', {
      player_ids: [playerId],
      note_type: typeId,
      text: 'От админа',
    });
    expect(created.statusCode).toBe(201);
    const noteId: number = created.json().data[0].id;
    const listed = (await curator('GET', `/api/notes/?players=${playerId}&per_page=all`)).json().data;
    expect(listed.map((n: { id: number }) => n.id)).toContain(noteId);
    const before = await snapshot();
    const edit = await curator('PUT', `/api/notes/${noteId}/`, { note_type: typeId, text: 'Чужое' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ detail: 'Изменить или удалить заметку может только её автор.' });
    expect((await curator('DELETE', `/api/notes/${noteId}/`)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
    // And the other way round: the admin cannot change the curator's note.
    const own = await ownNoteId();
    expect((await admin('PUT', `/api/notes/${own}/`, { note_type: typeId, text: 'Чужое' })).statusCode).toBe(
      403,
    );
    expect((await admin('DELETE', `/api/notes/${own}/`)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  test('20 parallel deletes of one note: exactly one succeeds', async () => {
    const note = { id: await ownNoteId() };
    const before = await countRows(app, 'notes');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => curator('DELETE', `/api/notes/${note!.id}/`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 404)).toHaveLength(19);
    expect(await countRows(app, 'notes')).toBe(before - 1);
  });
});
