import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, login } from '../../helpers/app';
import { body, NO_FILTERS, searcher } from './fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const SEARCH = '/api/scheduler/tournaments/search/';

describe('access', () => {
  test('no token → 401 on both routes', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/scheduler/rooms/' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: SEARCH, payload: body() })).statusCode).toBe(401);
  });

  test("a user without the 'tournaments' permission → 403 and no data", async () => {
    await app.db.query(
      `DELETE FROM user_permissions WHERE permission = 'sec.tournaments.9e15'
          AND user_id = (SELECT id FROM users WHERE username = 'newbie')`,
    );
    await app.authUsers.settle(); // heard before the next request (lib/auth-users.ts)
    const { access } = await login(app, 'newbie');
    const rooms = await app.inject({ method: 'GET', url: '/api/scheduler/rooms/', headers: bearer(access) });
    const search = await app.inject({
      method: 'POST',
      url: SEARCH,
      headers: bearer(access),
      payload: body(),
    });
    expect([rooms.statusCode, search.statusCode]).toEqual([403, 403]);
    expect(search.body).not.toContain('items');
  });

  test('rooms lists the networks of the database in order', async () => {
    await app.db.query("UPDATE scheduler_networks SET name = 'GG Network (renamed)' WHERE id = 1");
    const { access } = await login(app, 'player');
    const res = await app.inject({ method: 'GET', url: '/api/scheduler/rooms/', headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ id: number; name: string }>;
    expect(data[0]).toEqual({ id: 1, name: 'GG Network (renamed)' });
    expect(data.map((n) => n.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('show_wmark: a player sees the watermark, a curator does not', async () => {
    const asPlayer = await (await searcher(app, 'player'))(body());
    const asCurator = await (await searcher(app, 'curator'))(body());
    expect(asPlayer.json().data.show_wmark).toBe(true);
    expect(asCurator.json().data.show_wmark).toBe(false);
  });
});

describe('bad input → 400 with a Russian message, never a 500', () => {
  test.each([
    ['unknown network', body({}, { networks: [2, 99] }), { 'filters.networks.1': ['Неизвестная сеть: 99'] }],
    [
      'end before start on the same day',
      body({ startDay: 3, startTime: '20:00', endDay: 3, endTime: '08:00' }),
      { endTime: ['Конец окна раньше начала в тот же день: выберите следующий день окончания'] },
    ],
    ['malformed start time', body({ startTime: '25:00' }), { startTime: ['Формат времени ЧЧ:ММ'] }],
    ['time without a leading zero', body({ endTime: '9:30' }), { endTime: ['Формат времени ЧЧ:ММ'] }],
    ['time as a number', body({ startTime: 930 }), { startTime: ['Некорректное значение'] }],
    ['day out of the week', body({ startDay: 7 }), { startDay: ['День недели от 0 до 6'] }],
    [
      'negative buy-in limit',
      body({}, { buyin_min: -1 }),
      { 'filters.buyin_min': ['Не может быть меньше 0'] },
    ],
    [
      'negative entries limit',
      body({}, { entries_max: -5 }),
      { 'filters.entries_max': ['Не может быть меньше 0'] },
    ],
    [
      'max below min',
      body({}, { buyin_min: 50, buyin_max: 10 }),
      { 'filters.buyin_max': ['Максимум меньше минимума'] },
    ],
    [
      'limit as a string',
      body({}, { buyin_max: '10' as unknown as number }),
      { 'filters.buyin_max': ['Должно быть числом'] },
    ],
    ['unknown rating', body({}, { ratings: [3] }), { 'filters.ratings.0': ['Рейтинг от -2 до 2'] }],
    [
      'offset out of range',
      body({ utcOffset: 900 }),
      { utcOffset: ['Смещение от UTC от -720 до 840 минут'] },
    ],
    ['unknown field', { ...body(), zone: 'UTC' }, { zone: ['Неизвестное поле'] }],
    [
      'missing filters',
      { startDay: 0, startTime: '09:00', endDay: 0, endTime: '10:00' },
      { filters: ['Обязательное поле'] },
    ],
  ])('%s', async (_name, payload, error) => {
    const res = await (await searcher(app))(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { messages: [], fields: error } });
  });

  test('a body that is not JSON or is empty → 400', async () => {
    const { access } = await login(app, 'player');
    const headers = { ...bearer(access), 'content-type': 'application/json' };
    const broken = await app.inject({ method: 'POST', url: SEARCH, headers, payload: '{"filters":' });
    const empty = await app.inject({ method: 'POST', url: SEARCH, headers: bearer(access) });
    expect([broken.statusCode, empty.statusCode]).toEqual([400, 400]);
  });

  test('random bodies never give a 5xx and never change the data', async () => {
    const search = await searcher(app);
    const before = await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM scheduler_tournaments');
    const anything = fc.oneof(
      fc.constant(null),
      fc.integer({ min: -10, max: 200 }),
      fc.double(),
      fc.string(),
      fc.constant([]),
    );
    const time = fc.oneof(fc.constantFrom('00:00', '23:59', '12:30', '24:00', '', 'ab:cd'), fc.string());
    const bodies = fc.record({
      filters: fc.oneof(
        fc.record({
          networks: fc.oneof(fc.array(fc.integer({ min: -5, max: 10 }), { maxLength: 3 }), anything),
          types: fc.oneof(fc.constant([]), fc.constant(['turbo']), anything),
          bounty: fc.oneof(fc.constant(['rebuy']), anything),
          ratings: fc.oneof(fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 3 }), anything),
          buyin_min: anything,
          buyin_max: anything,
          entries_min: anything,
          entries_max: anything,
        }),
        anything,
      ),
      startTime: time,
      startDay: anything,
      endTime: time,
      endDay: anything,
    });
    await fc.assert(
      fc.asyncProperty(bodies, async (payload) => {
        const res = await search(payload);
        expect(res.statusCode).toBeLessThan(500);
        // The envelope says success exactly when the status does (a 400 is `success: false`).
        expect(res.json().success).toBe(res.statusCode < 400);
      }),
      { numRuns: 60, seed: 42 },
    );
    expect(await app.db.one('SELECT count(*)::int AS n FROM scheduler_tournaments')).toEqual(before);
    expect(NO_FILTERS.networks).toEqual([]);
  });
});
