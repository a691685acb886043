import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor, countRows, FORBIDDEN, userId } from '../students/curator-helpers';

let app: FastifyInstance;
let curator: Caller;
let player: Caller;
let playerId: number;
let annaId: number;
let clock: Date;

beforeEach(async () => {
  clock = new Date();
  app = await buildTestApp({ now: () => clock });
  curator = await callerFor(app, 'curator');
  player = await callerFor(app, 'player');
  playerId = await userId(app, 'player');
  annaId = await userId(app, 'anna.kuznetsova');
});
afterEach(() => app?.close());

const snapshot = () => app.db.query('SELECT * FROM homework ORDER BY id');
const deadline = () => new Date(clock.getTime() + 3 * 86_400_000).toISOString();
const RANGE = 'Дедлайн — от сегодняшнего дня до года вперёд';

async function create(topic = 'Разбор сессии', players = [playerId, annaId]) {
  const res = await curator('POST', '/api/homework/', { topic, deadline: deadline(), player_ids: players });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; player: { id: number } }[];
}

describe('homework list', () => {
  test('figures and flags are computed from the rows; the default filter hides closed homework', async () => {
    const res = await curator('GET', `/api/homework/?players=${playerId}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    const rows = await app.db.query<{ is_completed: boolean; overdue: boolean }>(
      `SELECT is_completed, (NOT is_completed AND deadline < $2) AS overdue FROM homework
        WHERE player_id = $1 AND NOT is_closed`,
      [playerId, clock],
    );
    expect(list.count).toBe(rows.length);
    expect(list.completed).toBe(rows.filter((r) => r.is_completed).length);
    expect(list.overdue).toBe(rows.filter((r) => r.overdue).length);
    expect(list.data.every((h: { is_closed: boolean }) => !h.is_closed)).toBe(true);
    const overdue = list.data.find((h: { is_overdue: boolean }) => h.is_overdue);
    expect(overdue.overdue_at).toBe(overdue.deadline);
    const all = (await curator('GET', `/api/homework/?players=${playerId}&filter=all`)).json().data;
    expect(all.data.some((h: { is_closed: boolean }) => h.is_closed)).toBe(true);
    const closed = (await curator('GET', `/api/homework/?players=${playerId}&filter=closed`)).json().data;
    expect(closed.data.every((h: { is_closed: boolean }) => h.is_closed)).toBe(true);
    expect(all.count).toBe(list.count + closed.count);
  });

  test('unread_count per homework follows the read marks of the viewer', async () => {
    const list = (await player('GET', '/api/homework/?filter=all')).json().data.data as {
      id: number;
      unread_count: number;
    }[];
    const withUnread = list.find((h) => h.unread_count > 0)!;
    const before = (await player('GET', '/api/curators/notifications/?role=player')).json().data.unread_count;
    const read = await player('POST', `/api/homework/${withUnread.id}/read/`);
    expect(read.json().data.marked).toBe(withUnread.unread_count);
    const after = (await player('GET', `/api/homework/${withUnread.id}/`)).json().data;
    expect(after.unread_count).toBe(0);
    const badge = (await player('GET', '/api/curators/notifications/?role=player')).json().data.unread_count;
    expect(badge).toBe(before - withUnread.unread_count);
    expect((await player('POST', `/api/homework/${withUnread.id}/read/`)).json().data.marked).toBe(0);
  });

  test('a student sees only own homework and gets 403 on others', async () => {
    const own = (await player('GET', '/api/homework/?filter=all&per_page=all')).json().data;
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((h: { player: { id: number } }) => h.player.id === playerId)).toBe(true);
    expect((await player('GET', `/api/homework/?players=${annaId}`)).statusCode).toBe(403);
    expect((await player('GET', `/api/homework/?players=${playerId}`)).statusCode).toBe(403);
    const [anna] = await app.db.query<{ id: number }>('SELECT id FROM homework WHERE player_id = $1', [
      annaId,
    ]);
    for (const [method, url, payload] of [
      ['GET', `/api/homework/${anna!.id}/`],
      ['POST', `/api/homework/${anna!.id}/read/`],
      ['POST', `/api/homework/${anna!.id}/messages/`, { text: 'чужое' }],
      ['PATCH', `/api/homework/${anna!.id}/`, { is_completed: true }],
    ] as const) {
      const res = await player(method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect((await player('GET', '/api/homework/999999/')).statusCode).toBe(404);
  });

  test("a curator cannot reach another curator's student", async () => {
    const admin = await callerFor(app, 'admin');
    const sergey = await userId(app, 'sergey.volkov');
    expect((await admin('GET', `/api/homework/?players=${sergey}`)).statusCode).toBe(403);
    const [hw] = await app.db.query<{ id: number }>('SELECT id FROM homework WHERE player_id = $1', [sergey]);
    expect((await admin('GET', `/api/homework/${hw!.id}/`)).statusCode).toBe(403);
    expect((await admin('PATCH', `/api/homework/${hw!.id}/curator/`, { is_closed: true })).statusCode).toBe(
      403,
    );
    const curatorOnly = await callerFor(app, 'curator');
    expect((await curatorOnly('GET', '/api/homework/')).statusCode).toBe(403);
  });

  test('paging and bad filters', async () => {
    const page = (
      await curator('GET', `/api/homework/?players=${playerId}&filter=all&per_page=10&page=1`)
    ).json().data;
    expect(page.data.length).toBeLessThanOrEqual(10);
    const bad = await curator('GET', `/api/homework/?players=${playerId}&filter=open`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.filter).toEqual(['Неизвестный фильтр заданий.']);
    expect((await curator('GET', '/api/homework/?players=abc')).json().error.fields.players).toEqual([
      'Некорректный идентификатор',
    ]);
    expect((await curator('GET', '/api/homework/?players=1,2147483648')).statusCode).toBe(400);
  });
});

describe('homework create', () => {
  test('one homework per selected student, with the curator and an ISO deadline', async () => {
    const rows = await create();
    expect(rows.map((r) => r.player.id).sort()).toEqual([playerId, annaId].sort());
    expect(rows[0]).toMatchObject({
      topic: 'Разбор сессии',
      is_completed: false,
      is_closed: false,
      is_overdue: false,
      messages: [],
    });
    const stored = await app.db.query<{ curator_id: number }>(
      'SELECT curator_id FROM homework WHERE id = ANY($1::int[])',
      [rows.map((r) => r.id)],
    );
    expect(new Set(stored.map((s) => s.curator_id))).toEqual(new Set([await userId(app, 'curator')]));
  });

  test.each([
    ['empty topic', { topic: ' ' }, 'topic', 'Обязательное поле'],
    ['deadline not a date', { deadline: 'завтра' }, 'deadline', 'Некорректная дата'],
    ['deadline without time', { deadline: '2026-11-30' }, 'deadline', 'Некорректная дата'],
    ['deadline in the past', { deadline: '2020-01-01T00:00:00.000Z' }, 'deadline', RANGE],
    ['deadline in year 9999', { deadline: '9999-12-31T00:00:00.000Z' }, 'deadline', RANGE],
    ['no students', { player_ids: [] }, 'player_ids', 'Выберите хотя бы одного студента'],
    ['unknown field', { is_closed: true }, 'is_closed', 'Неизвестное поле'],
  ])('bad input (%s) → Russian 400, nothing stored', async (_, patch, field, message) => {
    const before = await snapshot();
    const res = await curator('POST', '/api/homework/', {
      topic: 'x',
      deadline: deadline(),
      player_ids: [playerId],
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { messages: [], fields: { [field]: [message] } } });
    expect(await snapshot()).toEqual(before);
  });

  test("students can't create; curators only for own students", async () => {
    const before = await countRows(app, 'homework');
    const body = { topic: 'x', deadline: deadline(), player_ids: [playerId] };
    expect((await player('POST', '/api/homework/', body)).statusCode).toBe(403);
    const newbie = await userId(app, 'newbie');
    expect(
      (await curator('POST', '/api/homework/', { ...body, player_ids: [playerId, newbie] })).statusCode,
    ).toBe(403);
    expect(await countRows(app, 'homework')).toBe(before);
  });
});
