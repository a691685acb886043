import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { accessOf, BASE, getJson } from './helpers';

let app: FastifyInstance;
let player: string;

beforeAll(async () => {
  app = await buildTestApp();
  player = await accessOf(app, 'player');
});
afterAll(async () => {
  await app?.close();
});

const list = (query = '') => getJson(app, player, `${BASE}/videos/${query}`);
const idOf = async (table: string, name: string) =>
  (await app.db.one<{ id: number }>(`SELECT id FROM ${table} WHERE name = $1`, [name]))!.id;

describe('GET /api/videogallery/videos/', () => {
  test('defaults: first 10, newest first, with count and the spec fields', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    const total = (await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM videos'))!.n;
    expect(total).toBeGreaterThanOrEqual(24);
    expect(body.count).toBe(total);
    expect(body.data).toHaveLength(10);
    const dates = body.data.map((v: { recorded_datetime: string }) => v.recorded_datetime);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'authors',
        'avg_rating',
        'description',
        'id',
        'min_level',
        'ratings_count',
        'recorded_datetime',
        'tags',
        'title',
        'user_rating',
        'watched',
      ].sort(),
    );
  });

  test('pages do not overlap and together give every video once; sort asc reverses', async () => {
    const { body: first } = await list('?limit=25');
    const { body: second } = await list('?limit=25&offset=25');
    const ids = [...first.data, ...second.data].map((v: { id: number }) => v.id);
    expect(new Set(ids).size).toBe(first.count);
    const { body: asc } = await list('?limit=100&sort=asc');
    const { body: desc } = await list('?limit=100&sort=desc');
    expect(asc.data.map((v: { id: number }) => v.id)).toEqual(
      desc.data.map((v: { id: number }) => v.id).reverse(),
    );
  });

  test('repeated authorId matches any of them; combined with a tag and a level all must hold', async () => {
    const gromov = await idOf('video_authors', 'Алексей Громов');
    const rybov = await idOf('video_authors', 'Павел Рябов');
    const { body } = await list(`?authorId=${gromov}&authorId=${rybov}&limit=100`);
    expect(body.count).toBeGreaterThan(0);
    for (const v of body.data) {
      expect(
        v.authors.map((a: { id: number }) => a.id).some((id: number) => [gromov, rybov].includes(id)),
      ).toBe(true);
    }
    const expected = await app.db.one<{ n: number }>(
      'SELECT count(DISTINCT video_id)::int AS n FROM video_author_links WHERE author_id = ANY($1::int[])',
      [[gromov, rybov]],
    );
    expect(body.count).toBe(expected!.n);

    const icm = await idOf('video_tags', 'ICM');
    const pro = await idOf('video_levels', 'Профессиональный');
    const { body: narrow } = await list(`?authorId=${rybov}&tagId=${icm}&levelId=${pro}`);
    expect(narrow.count).toBeGreaterThan(0);
    expect(narrow.count).toBeLessThan(body.count);
    for (const v of narrow.data) {
      expect(v.min_level.id).toBe(pro);
      expect(v.tags.map((t: { id: number }) => t.id)).toContain(icm);
    }
  });

  test('title search is case-insensitive and treats % literally', async () => {
    const { body } = await list(`?title=${encodeURIComponent('ПУШ-фолд')}`);
    expect(body.count).toBe(1);
    expect(body.data[0].title).toBe('Пуш-фолд на 10-15 бб');
    const { body: latin } = await list('?title=icm&limit=100');
    expect(latin.data.map((v: { title: string }) => v.title)).toEqual(['ICM на сателлитах']);
    const { body: none } = await list(`?title=${encodeURIComponent('%')}`);
    expect(none).toEqual({ success: true, data: [], count: 0 });
  });

  test('show watched / new split the list by the caller’s own flag', async () => {
    const { body: all } = await list('?limit=100');
    const target = all.data[3].id;
    await app.inject({
      method: 'POST',
      url: `${BASE}/videos/${target}/watched/`,
      headers: { authorization: `Bearer ${player}` },
    });
    const { body: watched } = await list('?show=watched');
    expect(watched.data.map((v: { id: number }) => v.id)).toEqual([target]);
    expect(watched.data[0].watched).toBe(true);
    const { body: fresh } = await list('?show=new&limit=100');
    expect(fresh.count).toBe(all.count - 1);
    expect(fresh.data.map((v: { id: number }) => v.id)).not.toContain(target);
    // Another user's flag is their own.
    const anna = await accessOf(app, 'anna.kuznetsova');
    const { body: hers } = await getJson(app, anna, `${BASE}/videos/?show=watched&limit=100`);
    expect(hers.data.map((v: { id: number }) => v.id)).not.toContain(target);
  });

  test.each([
    ['?offset=-1', { offset: ['Не может быть меньше 0'] }],
    ['?limit=1000', { limit: ['Допустимо от 1 до 100'] }],
    ['?limit=0', { limit: ['Допустимо от 1 до 100'] }],
    ['?sort=newest', { sort: ['Некорректное значение'] }],
    ['?show=seen', { show: ['Некорректное значение'] }],
    ['?authorId=abc', { 'authorId.0': ['Некорректный идентификатор'] }],
    ['?tagId=1&tagId=x', { 'tagId.1': ['Некорректный идентификатор'] }],
    ['?levelId=0', { 'levelId.0': ['Некорректный идентификатор'] }],
    ['?offset=1.5', { offset: ['Должно быть целым числом'] }],
    ['?offset=99999999999', { offset: ['Некорректное значение'] }],
    ['?authorId=99999999999', { 'authorId.0': ['Некорректный идентификатор'] }],
    ['?page=2', { page: ['Неизвестное поле'] }],
  ])('bad query %s → 400 with a Russian message', async (query, error) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: { messages: [], fields: error } });
  });
});

describe('authors, tags, levels', () => {
  test.each(['authors', 'tags', 'levels'])('%s: a list of id and name', async (what) => {
    const { status, body } = await getJson(app, player, `${BASE}/${what}/`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(2);
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
  });

  test('levels come in their teaching order', async () => {
    const { body } = await getJson(app, player, `${BASE}/levels/`);
    expect(body.data.map((l: { name: string }) => l.name)).toEqual([
      'Начальный',
      'Средний',
      'Продвинутый',
      'Профессиональный',
    ]);
  });
});
