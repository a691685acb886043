import type { FastifyInstance } from 'fastify';
import { snapshot } from '../fuzz/snapshot';
import { bearer, buildTestApp, login } from '../helpers/app';
import { refusalMessages } from '../helpers/refusal';

/** Issue 17 item 5: the inputs that answered 500 now answer 400/404/414 in the error envelope. */
let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const json = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: string, headers = {}) =>
  app.inject({ method, url, payload, headers: { ...headers, 'content-type': 'application/json' } });

test.each([
  ['a NUL byte in the username', '{"username":"pla\\u0000yer","password":"demo-password"}', 'username'],
  ['a lone high surrogate in the password', '{"username":"player","password":"x\\ud800"}', 'password'],
  ['a lone low surrogate', '{"username":"\\udc00","password":"x"}', 'username'],
  ['a NUL in a key', '{"username":"player","password":"x","\\u0000":1}', ''],
])('unauthenticated POST /api/token/ with %s → 400, nothing written', async (_, payload, field) => {
  const before = await snapshot(app.db);
  const res = await json('POST', '/api/token/', payload);
  expect(res.statusCode).toBe(400);
  // A bad key belongs to no field: the body's own message.
  const message = ['Недопустимые символы в тексте'];
  expect(res.json()).toEqual({
    success: false,
    error: field ? { messages: [], fields: { [field]: message } } : { messages: message, fields: {} },
  });
  expect(await snapshot(app.db)).toEqual(before);
});

test('a NUL byte in a query or a path → 400', async () => {
  const auth = bearer((await login(app, 'curator')).access);
  const query = await app.inject({ method: 'GET', url: '/api/notes/?players=1%00', headers: auth });
  expect(query.statusCode).toBe(400);
  expect(query.json()).toEqual({
    success: false,
    error: { messages: [], fields: { players: ['Недопустимые символы в тексте'] } },
  });
  const path = await app.inject({ method: 'DELETE', url: '/api/notes/1%00/', headers: auth });
  expect(path.statusCode).toBe(400);
});

test('ids past 2^31 in paths, queries and bodies → 400 "Некорректный идентификатор", nothing changed', async () => {
  const curator = bearer((await login(app, 'curator')).access);
  const player = bearer((await login(app, 'player')).access);
  const before = await snapshot(app.db);
  const cases = [
    await app.inject({ method: 'DELETE', url: '/api/notes/2147483648/', headers: curator }),
    await app.inject({ method: 'GET', url: '/api/notes/?players=2147483648', headers: curator }),
    await app.inject({ method: 'GET', url: '/api/ev/?player=9223372036854775808', headers: curator }),
    await app.inject({
      method: 'GET',
      url: '/api/accounting/personalfunds/max/?acc_record_id=4294967296',
      headers: player,
    }),
    await json('POST', '/api/notes/', '{"player_ids":[2147483648],"note_type":1,"text":"x"}', curator),
    await json(
      'POST',
      '/api/notes/',
      '{"player_ids":[1],"note_type":9223372036854775808,"text":"x"}',
      curator,
    ),
    await json(
      'POST',
      '/api/accounting/accountinghistory/',
      '{"rooms":[2147483648],"cashflow":true,"transfers":true,"period":"alltime"}',
      player,
    ),
  ];
  for (const res of cases) {
    expect(res.statusCode).toBe(400);
    const messages = refusalMessages(res.json());
    expect(messages).toContain('Некорректный идентификатор');
  }
  expect(await snapshot(app.db)).toEqual(before);
});

test.each([
  ['year 0000', '0000-01-01T00:00:00Z'],
  ['February 30th', '2024-02-30T12:00:00Z'],
  ['February 29th of a common year', '2025-02-29T12:00:00Z'],
])('a homework deadline on %s → 400, nothing stored (no silent rollover)', async (_, deadline) => {
  const curator = bearer((await login(app, 'curator')).access);
  const before = await snapshot(app.db);
  const res = await json(
    'POST',
    '/api/homework/',
    JSON.stringify({ topic: 'Разбор', deadline, player_ids: [1] }),
    curator,
  );
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    error: { messages: [], fields: { deadline: ['Некорректная дата'] } },
  });
  expect(await snapshot(app.db)).toEqual(before);
});

test('a URL that cannot be decoded (FST_ERR_BAD_URL) and a path parameter too long (414) in our shape', async () => {
  const auth = bearer((await login(app, 'curator')).access);
  const bad = await app.inject({ method: 'DELETE', url: '/api/notes/%zz/', headers: auth });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({
    success: false,
    error: { messages: ['Некорректный адрес запроса.'], fields: {} },
  });
  const long = await app.inject({ method: 'DELETE', url: `/api/notes/${'1'.repeat(150)}/`, headers: auth });
  expect(long.statusCode).toBe(414);
  expect(long.json()).toEqual({ detail: 'Слишком длинный адрес запроса.' });
  // Unauthenticated too: the router answers before any hook.
  expect((await app.inject({ method: 'GET', url: '/api/notes/%/' })).json()).toEqual({
    success: false,
    error: { messages: ['Некорректный адрес запроса.'], fields: {} },
  });
});

test('a cut multipart form → 400 in our shape, not 500', async () => {
  const auth = bearer((await login(app, 'player')).access);
  for (const type of ['multipart/form-data', 'multipart/form-data; boundary=zzz']) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tournamentsdata/hhs/',
      headers: { ...auth, 'content-type': type },
      payload: '--zzz\r\nxx',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: { messages: ['Некорректные данные формы: файл не удалось прочитать.'], fields: {} },
    });
  }
});

test('a __proto__ key (refused by the JSON parser) and JSON nested past the bound → 400 in our shape', async () => {
  const proto = await json('POST', '/api/token/', '{"username":"a","password":"b","__proto__":{"x":1}}');
  expect(proto.statusCode).toBe(400);
  expect(proto.json()).toEqual({
    success: false,
    error: { messages: ['Некорректный JSON в теле запроса.'], fields: {} },
  });
  const deep = await json('POST', '/api/token/', `{"username":${'['.repeat(100)}${']'.repeat(100)}}`);
  expect(deep.statusCode).toBe(400);
  expect(deep.json().success).toBe(false);
});
