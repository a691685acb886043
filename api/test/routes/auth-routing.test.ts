import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../src/db/types';
import { buildTestApp } from '../helpers/app';

// Authentication is decided on the matched route (deny by default), never on the raw URL: every
// route of the OpenAPI document, reached without a token through encoded, dotted, doubled or
// decorated forms of its path, answers 401 (404 when the form routes nowhere) and runs no query.

let app: FastifyInstance;
let queries: string[];

/** Counts every statement the app sends to its database from now on. */
function countQueries(db: Db): void {
  for (const method of ['query', 'one', 'exec', 'tx'] as const) {
    const original = db[method].bind(db) as (...args: unknown[]) => unknown;
    (db as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      queries.push(`${method}: ${String(args[0]).slice(0, 80)}`);
      return original(...args);
    };
  }
}

interface Operation {
  method: string;
  path: string;
  /** `security: []` in the document: no token needed. */
  public: boolean;
}

let operations: Operation[];

beforeAll(async () => {
  app = await buildTestApp();
  const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map(([m, op]) => ({
        method: m.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, '1'),
        public: Array.isArray(op.security) && op.security.length === 0,
      })),
  );
  // Hidden from the document but routed: the video stream checks its own query token.
  operations.push({ method: 'GET', path: '/api/videogallery/videos_auth/1/', public: false });
  queries = [];
  countQueries(app.db);
});
afterAll(async () => {
  await app.close();
});

const hex = (ch: string, upper: boolean) => {
  const code = ch.charCodeAt(0).toString(16);
  return `%${upper ? code.toUpperCase() : code}`;
};

/** Forms of one path that a naive prefix check or a proxy might treat differently. */
function encodings(path: string): Array<{ url: string; routes: boolean }> {
  const rest = path.slice('/api/'.length);
  const letterAt = rest.search(/[a-z]/);
  const escapedLetter = (upper: boolean) =>
    `/api/${rest.slice(0, letterAt)}${hex(rest[letterAt]!, upper)}${rest.slice(letterAt + 1)}`;
  const allEscaped = `/${[...'api'].map((c) => hex(c, true)).join('')}/${rest.replace(/[a-z]/g, (c) => hex(c, true))}`;
  return [
    { url: path, routes: true },
    { url: `/%61pi/${rest}`, routes: true },
    { url: `/%61%70%69/${rest}`, routes: true },
    { url: escapedLetter(true), routes: true },
    { url: escapedLetter(false), routes: true },
    { url: allEscaped, routes: true },
    { url: `${path}?format=json&token=x`, routes: true },
    { url: `/api/../api/${rest}`, routes: false },
    { url: `/api/./${rest}`, routes: false },
    { url: `/api/%2e%2e/api/${rest}`, routes: false },
    { url: `/x/../%61pi/${rest}`, routes: false },
    { url: `//api/${rest}`, routes: false },
    { url: `/api//${rest}`, routes: false },
    { url: `/api%2F${rest}`, routes: false },
    { url: `/%2561pi/${rest}`, routes: false },
    { url: `/API/${rest}`, routes: false },
    { url: `/api;x=1/${rest}`, routes: false },
    { url: `${path};jsessionid=1`, routes: false },
    { url: `${path}%00`, routes: false },
    { url: `${path}.json`, routes: false },
    { url: `${path}%20`, routes: false },
    { url: path.replace(/\/$/, ''), routes: false },
    { url: `${path}/`, routes: false },
  ];
}

test('the document lists the API; only the token endpoints are public', () => {
  expect(operations.length).toBeGreaterThan(60);
  expect(operations).toContainEqual({ method: 'GET', path: '/api/users/team/', public: false });
  expect(operations.filter((op) => op.public).map((op) => op.path)).toEqual([
    '/api/token/',
    '/api/token/refresh/',
    '/api/token/blacklist/',
    '/api/token/two-factor/',
  ]);
});

test('every route through every encoding, without a token → 401 or 404, never a handler or a query', async () => {
  const unexpected: string[] = [];
  let denied = 0;
  for (const op of operations) {
    for (const { url, routes } of encodings(op.path)) {
      const request: InjectOptions = { method: op.method as InjectOptions['method'], url };
      if (op.method !== 'GET' && op.method !== 'DELETE') request.payload = {};
      const res = await app.inject(request);
      // The forms that route must be denied; the others may be denied, not found or refused as a
      // bad URL by the router (a NUL byte), nothing else.
      // A public route (login) with an empty body is refused by its validation, before any query.
      const allowed = op.public ? [400, 404] : routes ? [401] : [400, 401, 404];
      if (!allowed.includes(res.statusCode)) unexpected.push(`${op.method} ${url} → ${res.statusCode}`);
      if (res.statusCode === 401) {
        denied += 1;
        const body = res.json();
        if (body.code !== 'token_not_valid' && !/[а-я]/.test(body.detail))
          unexpected.push(`${op.method} ${url}: ${res.body}`);
      }
    }
  }
  expect(unexpected).toEqual([]);
  expect(queries).toEqual([]);
  expect(denied).toBeGreaterThanOrEqual((operations.length - 3) * 7);
});

test('a public route stays public; an unknown path is a 404 in the error shape without a query', async () => {
  const res = await app.inject({ method: 'GET', url: '/%61pi/no-such-route/' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: expect.stringMatching(/[а-я]/) });
  expect((await app.inject({ method: 'GET', url: '/%61pi/docs' })).statusCode).toBe(200);
  expect(queries).toEqual([]);
});

test('security headers on every answer: the JSON docs, a 401, a 404, a 400', async () => {
  const docs = await app.inject({ method: 'GET', url: '/api/docs' });
  expect(docs.json().openapi).toMatch(/^3\./);
  const answers = [
    docs,
    await app.inject({ method: 'GET', url: '/api/users/team/' }),
    await app.inject({ method: 'GET', url: '/nowhere' }),
    await app.inject({ method: 'POST', url: '/api/token/', payload: {} }),
  ];
  for (const res of answers) {
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  expect(queries).toEqual([]);
});
