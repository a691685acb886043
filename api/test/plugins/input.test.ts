import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/app';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app?.close());

const post = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/token/', payload, headers: { 'content-type': contentType } });

test('malformed JSON → 400 Russian text, not 500', async () => {
  const res = await post('{"username": "player",');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    error: { messages: ['Некорректный JSON в теле запроса.'], fields: {} },
  });
});

test('empty JSON body → 400', async () => {
  const res = await post('');
  expect(res.statusCode).toBe(400);
  expect(res.json().success).toBe(false);
});

test('unknown field → 400 field error', async () => {
  const res = await post(JSON.stringify({ username: 'player', password: 'demo-password', is_admin: true }));
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    error: { messages: [], fields: { is_admin: ['Неизвестное поле'] } },
  });
});

test.each([
  [JSON.stringify({ username: 5, password: 'x' }), 'username'],
  [JSON.stringify({ username: 'player', password: ['x'] }), 'password'],
  [JSON.stringify([1, 2]), '0'],
  ['"text"', null],
  ['null', null],
])('wrong type %s → 400 with Russian message', async (payload, field) => {
  const res = await post(payload);
  expect(res.statusCode).toBe(400);
  // A body that is not an object at all is refused as a whole: a general message, no field.
  const { error } = res.json();
  const messages: string[] = field === null ? error.messages : error.fields[field];
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) expect(message).toMatch(/[А-Яа-я]/);
});

test('wrong Content-Type → 415', async () => {
  const res = await post('username=player', 'text/plain');
  expect(res.statusCode).toBe(415);
  expect(res.json().detail).toMatch(/[а-я]/);
});

test('body over the limit → 413', async () => {
  const res = await post(JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'x' }));
  expect(res.statusCode).toBe(413);
  expect(res.json().detail).toMatch(/[а-я]/);
});

test('an unexpected error → 500 without internals', async () => {
  await app.db.query('DROP TABLE login_throttle');
  const res = await post(JSON.stringify({ username: 'player', password: 'wrong' }));
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ detail: 'Внутренняя ошибка сервера.' });
  expect(res.body).not.toMatch(/login_throttle|relation|stack/i);
});

test('CORS allowlist: a listed origin is echoed, another is not', async () => {
  const allowed = await app.inject({
    method: 'OPTIONS',
    url: '/api/token/',
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
  });
  expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  const other = await app.inject({
    method: 'OPTIONS',
    url: '/api/token/',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  });
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
});

test.each(['valueOf', 'constructor', 'toString', '__proto__', 'hasOwnProperty'])(
  'unknown field named like an Object.prototype member (%s) → 400, not 500',
  async (key) => {
    const res = await post(`{"username":"player","password":"demo-password","${key}":1}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  },
);
