import { TEXT_LIMITS } from '@fund/shared/schemas/curator';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor, userId } from '../students/curator-helpers';

let app: FastifyInstance;
let curator: Caller;
let player: Caller;
let playerId: number;
let curatorId: number;
let hwId: number;

beforeEach(async () => {
  app = await buildTestApp();
  curator = await callerFor(app, 'curator');
  player = await callerFor(app, 'player');
  playerId = await userId(app, 'player');
  curatorId = await userId(app, 'curator');
  const res = await curator('POST', '/api/homework/', {
    topic: 'Тестовое задание',
    deadline: new Date(Date.now() + 86_400_000).toISOString(),
    player_ids: [playerId],
  });
  hwId = res.json().data[0].id;
});
afterEach(() => app?.close());

/** A deadline inside the allowed year, at a whole minute so it reads back the same. */
const soon = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30 * 86_400_000).toISOString();

const row = () => app.db.one<Record<string, unknown>>('SELECT * FROM homework WHERE id = $1', [hwId]);
const edits = () =>
  app.db.query<{ editor_id: number; changes: unknown }>(
    'SELECT editor_id, changes FROM homework_edits WHERE homework_id = $1 ORDER BY id',
    [hwId],
  );

describe('student update', () => {
  test('marks completed; the author of the change is recorded', async () => {
    const res = await player('PATCH', `/api/homework/${hwId}/`, { is_completed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      is_completed: true,
      updated_by: { id: playerId, username: 'player' },
    });
    expect(await edits()).toEqual([{ editor_id: playerId, changes: { is_completed: true } }]);
  });

  test.each([
    [{ topic: 'Своя тема' }],
    [{ deadline: soon }],
    [{ is_closed: true }],
    [{ is_completed: true, topic: 'x' }],
  ])('cannot edit or close homework: %j → 403, nothing changed', async (payload) => {
    const before = await row();
    const res = await player('PATCH', `/api/homework/${hwId}/`, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Студент может только отметить задание выполненным');
    expect(await row()).toEqual(before);
    expect((await player('PATCH', `/api/homework/${hwId}/curator/`, payload)).statusCode).toBe(403);
    expect(await row()).toEqual(before);
  });

  test('a closed homework cannot be marked completed again', async () => {
    await player('PATCH', `/api/homework/${hwId}/`, { is_completed: true });
    expect((await curator('PATCH', `/api/homework/${hwId}/curator/`, { is_closed: true })).statusCode).toBe(
      200,
    );
    const before = await row();
    const res = await player('PATCH', `/api/homework/${hwId}/`, { is_completed: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.messages).toEqual(['Задание закрыто, изменить его нельзя']);
    expect(await row()).toEqual(before);
  });

  test('a student cannot take the completion back (is_completed:false) → 403, nothing changed', async () => {
    expect((await player('PATCH', `/api/homework/${hwId}/`, { is_completed: true })).statusCode).toBe(200);
    const before = await row();
    const editsBefore = await edits();
    const res = await player('PATCH', `/api/homework/${hwId}/`, { is_completed: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Студент может только отметить задание выполненным' });
    expect(await row()).toEqual(before);
    expect(await edits()).toEqual(editsBefore);
    // The curator still can.
    const undone = await curator('PATCH', `/api/homework/${hwId}/curator/`, { is_completed: false });
    expect(undone.statusCode).toBe(200);
    expect((await row())?.is_completed).toBe(false);
  });

  test('bad flag → Russian 400', async () => {
    const res = await player('PATCH', `/api/homework/${hwId}/`, { is_completed: 'да' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.is_completed).toEqual(['Должно быть да или нет']);
  });

  test('20 parallel completions → exactly one effect', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => player('PATCH', `/api/homework/${hwId}/`, { is_completed: true })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await edits()).toHaveLength(1);
  });
});

describe('curator update and close', () => {
  test('edits topic and deadline with the editor recorded', async () => {
    const admin = await callerFor(app, 'admin');
    const res = await admin('PATCH', `/api/homework/${hwId}/curator/`, {
      topic: ' Новая тема ',
      deadline: soon,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ topic: 'Новая тема', updated_by: { username: 'admin' } });
    expect(new Date(res.json().data.deadline).toISOString()).toBe(soon);
    const adminId = await userId(app, 'admin');
    expect(await edits()).toEqual([{ editor_id: adminId, changes: { topic: 'Новая тема', deadline: soon } }]);
  });

  test('closes only when open; 20 parallel closes → exactly one', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        curator('PATCH', `/api/homework/${hwId}/curator/`, { is_closed: true }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.json().error.messages).toEqual(['Задание уже закрыто']);
    expect(await edits()).toEqual([{ editor_id: curatorId, changes: { is_closed: true } }]);
    const before = await row();
    expect(before).toMatchObject({ is_closed: true });
    const edit = await curator('PATCH', `/api/homework/${hwId}/curator/`, { topic: 'поздно' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.messages).toEqual(['Задание закрыто, изменить его нельзя']);
    expect(await row()).toEqual(before);
  });

  test.each([
    [{}, null, 'Нет изменений'],
    [{ deadline: '31.12.2030' }, 'deadline', 'Некорректная дата'],
    [{ deadline: '2020-01-01T00:00:00.000Z' }, 'deadline', 'Дедлайн — от сегодняшнего дня до года вперёд'],
    [{ deadline: '9999-01-01T00:00:00.000Z' }, 'deadline', 'Дедлайн — от сегодняшнего дня до года вперёд'],
    [{ topic: '' }, 'topic', 'Обязательное поле'],
    [{ is_closed: false }, 'is_closed', 'Закрытое задание нельзя открыть заново'],
  ])('bad update %j → Russian 400, nothing changed', async (payload, field, message) => {
    const before = await row();
    const res = await curator('PATCH', `/api/homework/${hwId}/curator/`, payload);
    expect(res.statusCode).toBe(400);
    // An empty update is refused as a whole: a general message, no field.
    const { error } = res.json();
    expect(field === null ? error.messages : error.fields[field]).toEqual([message]);
    expect(await row()).toEqual(before);
    expect(await edits()).toEqual([]);
  });
});

describe('messages', () => {
  const send = (who: Caller, text: string) => who('POST', `/api/homework/${hwId}/messages/`, { text });
  const messages = async () =>
    (await player('GET', `/api/homework/${hwId}/`)).json().data.messages as {
      id: number;
      text: string;
      author: { id: number };
    }[];

  test('both sides send; only the latest own message can be edited', async () => {
    expect((await send(player, 'Первое')).statusCode).toBe(201);
    await send(curator, 'Ответ куратора');
    await send(player, 'Второе');
    const [first, reply, second] = await messages();
    const old = await player('PATCH', `/api/homework/${hwId}/messages/${first!.id}/`, { text: 'правка' });
    expect(old.statusCode).toBe(403);
    expect(old.json().detail).toBe('Редактировать можно только своё последнее сообщение');
    expect(
      (await player('PATCH', `/api/homework/${hwId}/messages/${reply!.id}/`, { text: 'чужое' })).statusCode,
    ).toBe(403);
    const ok = await player('PATCH', `/api/homework/${hwId}/messages/${second!.id}/`, {
      text: ' Второе, исправлено ',
    });
    expect(ok.statusCode).toBe(200);
    const after = await messages();
    expect(after.map((m) => m.text)).toEqual(['Первое', 'Ответ куратора', 'Второе, исправлено']);
    // The curator's latest own message stays editable although the student wrote after it.
    expect(
      (await curator('PATCH', `/api/homework/${hwId}/messages/${reply!.id}/`, { text: 'Уточнение' }))
        .statusCode,
    ).toBe(200);
    expect((await player('PATCH', `/api/homework/${hwId}/messages/999999/`, { text: 'x' })).statusCode).toBe(
      404,
    );
  });

  test('empty text → Russian 400, nothing stored', async () => {
    await send(player, 'Есть');
    const before = await app.db.query('SELECT * FROM homework_messages ORDER BY id');
    const res = await send(player, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: { messages: [], fields: { text: ['Обязательное поле'] } },
    });
    const [m] = await messages();
    expect((await player('PATCH', `/api/homework/${hwId}/messages/${m!.id}/`, { text: '' })).statusCode).toBe(
      400,
    );
    expect(await app.db.query('SELECT * FROM homework_messages ORDER BY id')).toEqual(before);
  });

  // The message's field is named `text`: its refusal is a field error under `text`, apart from the
  // general messages (issue 45 item 5), so the thread shows it under the input.
  test('a too long or unstorable message is refused under fields.text, nothing stored', async () => {
    const before = await app.db.query('SELECT * FROM homework_messages ORDER BY id');
    const long = await send(player, 'я'.repeat(TEXT_LIMITS.message + 1));
    const nul = await send(player, 'вопрос\u0000');
    expect([long.statusCode, long.json()]).toEqual([
      400,
      { success: false, error: { messages: [], fields: { text: ['Сообщение — не больше 5000 символов'] } } },
    ]);
    expect([nul.statusCode, nul.json()]).toEqual([
      400,
      { success: false, error: { messages: [], fields: { text: ['Недопустимые символы в тексте'] } } },
    ]);
    expect(await app.db.query('SELECT * FROM homework_messages ORDER BY id')).toEqual(before);
  });

  test('a closed homework is read-only: no new message and no edit from either side → 409, nothing stored', async () => {
    await send(player, 'Вопрос');
    await send(curator, 'Ответ');
    const [own, reply] = await messages();
    expect((await curator('PATCH', `/api/homework/${hwId}/curator/`, { is_closed: true })).statusCode).toBe(
      200,
    );
    const before = await app.db.query('SELECT * FROM homework_messages ORDER BY id');
    for (const res of [
      await send(player, 'Ещё вопрос'),
      await send(curator, 'Ещё ответ'),
      await player('PATCH', `/api/homework/${hwId}/messages/${own!.id}/`, { text: 'правка' }),
      await curator('PATCH', `/api/homework/${hwId}/messages/${reply!.id}/`, { text: 'правка' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        error: { messages: ['Задание закрыто, изменить его нельзя'], fields: {} },
      });
    }
    expect(await app.db.query('SELECT * FROM homework_messages ORDER BY id')).toEqual(before);
  });

  test("the curator's badge counts the student's message until the curator opens the homework", async () => {
    const badge = async () =>
      (await curator('GET', '/api/curators/notifications/?role=curator')).json().data.unread_count;
    const start = await badge();
    await send(player, 'Вопрос');
    expect(await badge()).toBe(start + 1);
    expect((await curator('POST', `/api/homework/${hwId}/read/`)).json().data.marked).toBe(1);
    expect(await badge()).toBe(start);
  });
});
