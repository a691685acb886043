import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp } from '../../helpers/app';
import { accessOf, BASE, getJson, stateSnapshot } from './helpers';

let app: FastifyInstance;
let player: string;
let anna: string;
let videoId: number;

beforeEach(async () => {
  app = await buildTestApp();
  player = await accessOf(app, 'player');
  anna = await accessOf(app, 'anna.kuznetsova');
  videoId = (await app.db.one<{ id: number }>('SELECT id FROM videos ORDER BY id DESC LIMIT 1'))!.id;
});
afterEach(() => app?.close());

const post = (access: string, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(access), ...(payload ? { payload } : {}) });
const info = async (access: string, id = videoId) => getJson(app, access, `${BASE}/videos/${id}/info/`);

describe('info', () => {
  test('one video with the spec fields', async () => {
    const { status, body } = await info(player);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: videoId, watched: false, user_rating: null });
    expect(body.data.min_level).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(body.data.authors.length).toBeGreaterThan(0);
    expect(new Date(body.data.recorded_datetime).toISOString()).toBe(body.data.recorded_datetime);
  });

  test.each([
    ['abc', 400],
    ['-1', 400],
    ['1.5', 400],
    ['0', 400],
    ['999999', 404],
    ['99999999999', 400],
  ])('id %s → %i', async (id, status) => {
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}/videos/${id}/info/`,
      headers: bearer(player),
    });
    expect(res.statusCode).toBe(status);
  });
});

describe('watched toggle', () => {
  test('flips the caller’s flag only', async () => {
    const first = await post(player, `${BASE}/videos/${videoId}/watched/`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { id: videoId, watched: true } });
    expect((await info(player)).body.data.watched).toBe(true);
    expect((await info(anna)).body.data.watched).toBe(false);
    const second = await post(player, `${BASE}/videos/${videoId}/watched/`);
    expect(second.json().data.watched).toBe(false);
    expect((await info(player)).body.data.watched).toBe(false);
  });

  test('20 parallel toggles: each applied exactly once, in order (10 on, 10 off, ends unwatched)', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post(player, `${BASE}/videos/${videoId}/watched/`)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const flags = results.map((r) => r.json().data.watched as boolean);
    expect(flags.filter(Boolean)).toHaveLength(10);
    const rows = await app.db.query<{ watched: boolean }>(
      `SELECT watched FROM video_user_state WHERE video_id = $1
          AND user_id = (SELECT id FROM users WHERE username = 'player')`,
      [videoId],
    );
    expect(rows).toEqual([{ watched: false }]);
  });

  test('unknown video → 404 and nothing written', async () => {
    const before = await stateSnapshot(app);
    const res = await post(player, `${BASE}/videos/999999/watched/`);
    expect(res.statusCode).toBe(404);
    expect(await stateSnapshot(app)).toEqual(before);
  });
});

describe('rating', () => {
  test('sets and replaces the caller’s rating; the average counts every user once', async () => {
    const r1 = await post(player, `${BASE}/videos/${videoId}/rating/`, { rating: 5 });
    expect(r1.statusCode).toBe(200);
    expect(r1.json().data).toEqual({ id: videoId, user_rating: 5, avg_rating: 5, ratings_count: 1 });
    const r2 = await post(anna, `${BASE}/videos/${videoId}/rating/`, { rating: 2 });
    expect(r2.json().data).toEqual({ id: videoId, user_rating: 2, avg_rating: 3.5, ratings_count: 2 });
    const r3 = await post(player, `${BASE}/videos/${videoId}/rating/`, { rating: 4 });
    expect(r3.json().data).toEqual({ id: videoId, user_rating: 4, avg_rating: 3, ratings_count: 2 });
    const { body } = await info(player);
    expect(body.data).toMatchObject({ user_rating: 4, avg_rating: 3, ratings_count: 2, watched: false });
    const { body: list } = await getJson(app, anna, `${BASE}/videos/?limit=100`);
    expect(list.data.find((v: { id: number }) => v.id === videoId)).toMatchObject({
      user_rating: 2,
      avg_rating: 3,
    });
  });

  test('20 parallel ratings by one user leave one rating of theirs', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(player, `${BASE}/videos/${videoId}/rating/`, { rating: (i % 5) + 1 }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await app.db.query<{ rating: number }>(
      'SELECT rating::int AS rating FROM video_user_state WHERE video_id = $1 AND rating IS NOT NULL',
      [videoId],
    );
    expect(rows).toHaveLength(1);
    expect((await info(player)).body.data).toMatchObject({ ratings_count: 1, user_rating: rows[0]!.rating });
  });

  test('the average is rounded to one decimal', async () => {
    await post(player, `${BASE}/videos/${videoId}/rating/`, { rating: 5 });
    await post(anna, `${BASE}/videos/${videoId}/rating/`, { rating: 4 });
    const r = await post(await accessOf(app, 'dmitry.sokolov'), `${BASE}/videos/${videoId}/rating/`, {
      rating: 4,
    });
    expect(r.json().data.avg_rating).toBe(4.3);
  });

  test.each([
    [{ rating: 0 }, { rating: ['Оценка от 1 до 5'] }],
    [{ rating: 6 }, { rating: ['Оценка от 1 до 5'] }],
    [{ rating: 2.5 }, { rating: ['Должно быть целым числом'] }],
    [{ rating: '5' }, { rating: ['Должно быть числом'] }],
    [{}, { rating: ['Обязательное поле'] }],
    [{ rating: 5, user_id: 1 }, { user_id: ['Неизвестное поле'] }],
  ])('bad body %j → 400 and nothing written', async (payload, error) => {
    const before = await stateSnapshot(app);
    const res = await post(player, `${BASE}/videos/${videoId}/rating/`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { messages: [], fields: error } });
    expect(await stateSnapshot(app)).toEqual(before);
  });

  test('unknown video → 404 and nothing written', async () => {
    const before = await stateSnapshot(app);
    expect((await post(player, `${BASE}/videos/999999/rating/`, { rating: 3 })).statusCode).toBe(404);
    expect(await stateSnapshot(app)).toEqual(before);
  });
});

test('no token → 401 on the catalogue', async () => {
  const res = await app.inject({ method: 'GET', url: `${BASE}/videos/` });
  expect(res.statusCode).toBe(401);
});
