import { TEXT_LIMITS } from '@fund/shared/schemas/curator';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor, userId } from '../students/curator-helpers';

let app: FastifyInstance;
let curator: Caller;
let playerId: number;

beforeEach(async () => {
  app = await buildTestApp();
  curator = await callerFor(app, 'curator');
  playerId = await userId(app, 'player');
});
afterEach(() => app.close());

const TABLES = ['homework', 'homework_messages', 'homework_edits', 'notes'];
const snapshot = () => Promise.all(TABLES.map((table) => app.db.query(`SELECT * FROM ${table} ORDER BY id`)));
const deadline = () => new Date(Date.now() + 86_400_000).toISOString();

async function fixtures() {
  const hw = await curator('POST', '/api/homework/', {
    topic: 'Разбор',
    deadline: deadline(),
    player_ids: [playerId],
  });
  expect(hw.statusCode).toBe(201);
  const homeworkId = hw.json().data[0].id as number;
  const message = await curator('POST', `/api/homework/${homeworkId}/messages/`, { text: 'Начнём' });
  expect(message.statusCode).toBe(201);
  const typeId = (await curator('GET', '/api/notes/types/')).json().data[0].id as number;
  const note = await curator('POST', '/api/notes/', {
    player_ids: [playerId],
    note_type: typeId,
    text: 'Заметка',
  });
  expect(note.statusCode).toBe(201);
  const noteId = (await app.db.one<{ id: number }>('SELECT max(id)::int AS id FROM notes'))!.id;
  return { homeworkId, messageId: message.json().data.id as number, typeId, noteId };
}

describe('server-side maximums of topics, messages and notes', () => {
  test('over the limit → 400 with a Russian message on the field, nothing stored', async () => {
    const { homeworkId, messageId, typeId, noteId } = await fixtures();
    const before = await snapshot();
    const long = (n: number) => 'я'.repeat(n + 1);
    const calls: [Parameters<Caller>[0], string, unknown, string, RegExp][] = [
      [
        'POST',
        '/api/homework/',
        { topic: long(TEXT_LIMITS.topic), deadline: deadline(), player_ids: [playerId] },
        'topic',
        /Тема — не больше 300 символов/,
      ],
      ['PATCH', `/api/homework/${homeworkId}/`, { topic: 'я'.repeat(100_000) }, 'topic', /не больше 300/],
      [
        'POST',
        `/api/homework/${homeworkId}/messages/`,
        { text: long(TEXT_LIMITS.message) },
        'text',
        /Сообщение — не больше 5000 символов/,
      ],
      [
        'PATCH',
        `/api/homework/${homeworkId}/messages/${messageId}/`,
        { text: long(TEXT_LIMITS.message) },
        'text',
        /не больше 5000/,
      ],
      [
        'POST',
        '/api/notes/',
        { player_ids: [playerId], note_type: typeId, text: long(TEXT_LIMITS.note) },
        'text',
        /Заметка — не больше 5000 символов/,
      ],
      [
        'PUT',
        `/api/notes/${noteId}/`,
        { note_type: typeId, text: long(TEXT_LIMITS.note) },
        'text',
        /не больше 5000/,
      ],
    ];
    for (const [method, url, payload, field, message] of calls) {
      const res = await curator(method, url, payload);
      expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 400 });
      expect(res.json().error.fields[field][0]).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('texts at the limit are accepted', async () => {
    const hw = await curator('POST', '/api/homework/', {
      topic: 'т'.repeat(TEXT_LIMITS.topic),
      deadline: deadline(),
      player_ids: [playerId],
    });
    expect(hw.statusCode).toBe(201);
    const homeworkId = hw.json().data[0].id as number;
    const message = await curator('POST', `/api/homework/${homeworkId}/messages/`, {
      text: 'с'.repeat(TEXT_LIMITS.message),
    });
    expect(message.statusCode).toBe(201);
  });
});
