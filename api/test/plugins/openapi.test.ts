import { messages } from '@fund/shared/schemas/common';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { buildApp } from '../../src/app';
import { registerAnswerCheck } from '../../src/plugins/answer-check';
import { DOCS_UI_CSP, doc, registerOpenApi } from '../../src/plugins/openapi';
import { API_SECURITY_HEADERS } from '../../src/plugins/security-headers';
import { bearer, buildTestApp, freshDb, login, TEST_JWT_SECRET } from '../helpers/app';

interface Operation {
  requestBody?: {
    content: Record<string, { schema?: { type?: string; properties?: object; items?: object } }>;
  };
  parameters?: { in: string; name: string; schema?: object }[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
  security?: unknown[];
}
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; responses: Record<string, object> };
}

let app: FastifyInstance;
let schemas: { url: string; response: unknown }[];
beforeEach(async () => {
  schemas = [];
  app = await buildTestApp({
    onRoute: (route) => schemas.push({ url: route.url, response: route.schema?.response }),
  });
});
afterEach(() => app?.close());

async function operations(): Promise<{ method: string; path: string; op: Operation }[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as Doc;
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method, path, op })),
  );
}

/** An id of the right form that names nothing. */
const ABSENT = '2147483647';
const concrete = (path: string) => path.replace(/\{\w+\}/g, ABSENT);
/** The operations that take no body at all (an action on the id in the path). */
const BODILESS = [
  'post /api/homework/{id}/read/',
  'post /api/videogallery/videos/{id}/watched/',
  'post /api/videogallery/videos/{id}/stream-token/',
];
const TOKEN_PATHS = ['/api/token/', '/api/token/refresh/', '/api/token/blacklist/', '/api/token/two-factor/'];
/** The exports (docs/api.md "Exports"): a file (CSV or XLSX), not the envelope. */
const FILE_PATHS = [
  '/api/accounting/accountinghistory/export/',
  '/api/backoffice/payout-requests/export/',
  '/api/backoffice/deposit-requests/export/',
  '/api/backoffice/cash-flows/export/',
  '/api/backoffice/personal-funds/export/',
  '/api/backoffice/transfers/export/',
  '/api/backoffice/audit/export/',
  '/api/accounting/depositrequests/export/',
  '/api/accounting/transfersv2/export/',
  '/api/accounting/cashflow/export/',
  '/api/accounting/playerfundflow/export/',
  '/api/homework/export/',
  '/api/accounting/statements/{month}/',
  '/api/backoffice/users/{id}/statements/{month}/',
];

test('every POST/PUT/PATCH documents its body (a JSON Schema or the multipart form) but the bodiless actions', async () => {
  const ops = await operations();
  const withBody = ops.filter(({ method }) => ['post', 'put', 'patch'].includes(method));
  const missing = withBody
    .filter(({ op }) => {
      const content = op.requestBody?.content ?? {};
      const schema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
      // An object with its fields, or a list of them (a payout request is a list of rows).
      const described = schema?.type === 'array' ? schema.items : schema?.properties;
      return !['object', 'array'].includes(schema?.type ?? '') || described === undefined;
    })
    .map(({ method, path }) => `${method} ${path}`);
  expect(missing.sort()).toEqual([...BODILESS].sort());
  expect(withBody.length - BODILESS.length).toBeGreaterThanOrEqual(44);
  // A body field is described from the valibot schema: types, limits, required keys, no extras.
  const note = ops.find(({ method, path }) => method === 'post' && path === '/api/notes/')!;
  expect(note.op.requestBody?.content['application/json']?.schema).toMatchObject({
    type: 'object',
    required: ['player_ids', 'note_type', 'text'],
    additionalProperties: false,
    properties: { text: { type: 'string', maxLength: 5000 } },
  });
});

test('a GET documents its query parameters exactly when the route reads a query', async () => {
  const { access } = await login(app, 'admin');
  const problems: string[] = [];
  let documented = 0;
  for (const { method, path, op } of await operations()) {
    if (method !== 'get') continue;
    const query = (op.parameters ?? []).filter((p) => p.in === 'query');
    if (query.length > 0) documented += 1;
    // Every query schema is strict: a route that reads a query names an unknown key.
    const res = await app.inject({
      method: 'GET',
      url: `${concrete(path)}?zz_probe=1`,
      headers: bearer(access),
    });
    const readsQuery = res.statusCode === 400 && 'zz_probe' in (res.json().error?.fields ?? {});
    if (readsQuery !== query.length > 0)
      problems.push(`${path}: reads ${readsQuery}, documents ${query.length}`);
  }
  expect(problems).toEqual([]);
  expect(documented).toBeGreaterThanOrEqual(15);
});

test('a DELETE or bodiless action reads no body (else it would document one)', async () => {
  const { access } = await login(app, 'admin');
  const ops = (await operations()).filter(
    ({ method, path }) => method === 'delete' || BODILESS.includes(`${method} ${path}`),
  );
  expect(ops.length).toBeGreaterThanOrEqual(6);
  for (const { method, path, op } of ops) {
    expect(op.requestBody).toBeUndefined();
    const res = await app.inject({
      method: method.toUpperCase() as 'DELETE',
      url: concrete(path),
      headers: bearer(access),
      payload: { zz_probe: 1 },
    });
    expect(`${path} ${res.statusCode === 400 && 'zz_probe' in (res.json().error?.fields ?? {})}`).toBe(
      `${path} false`,
    );
  }
});

test('every operation answers the shared envelopes: success, and the error responses by reference', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as Doc;
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.components.schemas)).toEqual(
    expect.arrayContaining(['Success', 'FieldErrors', 'Detail']),
  );
  const ops = await operations();
  expect(ops.length).toBeGreaterThanOrEqual(100);
  for (const { method, path, op } of ops) {
    const isPublic = Array.isArray(op.security) && op.security.length === 0;
    const expected: Record<string, unknown> = {
      400: { $ref: '#/components/responses/BadRequest' },
      404: { $ref: '#/components/responses/NotFound' },
      ...(isPublic
        ? {}
        : {
            401: { $ref: '#/components/responses/Unauthorized' },
            403: { $ref: '#/components/responses/Forbidden' },
          }),
      ...(method === 'get' ? {} : { 409: { $ref: '#/components/responses/Conflict' } }),
    };
    expect({ path, responses: op.responses }).toMatchObject({ path, responses: expected });
    const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
    expect(success).toHaveLength(1);
    const content = success[0]![1].content ?? {};
    expect({ path, file: !('application/json' in content) }).toEqual({
      path,
      file: FILE_PATHS.includes(path),
    });
    if (FILE_PATHS.includes(path)) continue;
    const schema = JSON.stringify(content['application/json']?.schema);
    // The token endpoints answer bare SimpleJWT bodies; every other route the success envelope.
    expect({ path, envelope: schema.includes('#/components/schemas/Success') }).toEqual({
      path,
      envelope: !TOKEN_PATHS.includes(path),
    });
  }
  const list = ops.find(({ method, path }) => method === 'get' && path === '/api/notes/')!;
  expect(list.op.responses['200']?.content?.['application/json']?.schema).toMatchObject({
    allOf: [
      { $ref: '#/components/schemas/Success' },
      {
        required: ['count'],
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              properties: {
                id: { type: 'integer' },
                created_datetime: { type: 'string', format: 'date-time' },
              },
            },
          },
        },
      },
    ],
  });
  const created = ops.find(({ method, path }) => method === 'post' && path === '/api/notes/')!;
  expect(Object.keys(created.op.responses)).toContain('201');
});

test('the schemas document only: a bad body or query still gets the Russian valibot 400, no ajv text', async () => {
  const token = await app.inject({ method: 'POST', url: '/api/token/', payload: { extra: 1 } });
  expect(token.statusCode).toBe(400);
  expect(token.json()).toEqual({
    success: false,
    error: {
      messages: [],
      fields: {
        username: ['Логин обязательное поле'],
        password: ['Пароль обязательное поле'],
        extra: [messages.unknownField],
      },
    },
  });
  const { access } = await login(app, 'curator');
  const note = await app.inject({
    method: 'POST',
    url: '/api/notes/',
    headers: bearer(access),
    payload: { player_ids: '1', note_type: 1, text: 'x' },
  });
  expect(note.statusCode).toBe(400);
  expect(note.json()).toEqual({
    success: false,
    error: { messages: [], fields: { player_ids: [expect.stringMatching(/[А-Яа-я]/)] } },
  });
  const query = await app.inject({
    method: 'GET',
    url: '/api/notes/?per_page=7&players=1',
    headers: bearer(access),
  });
  expect(query.statusCode).toBe(400);
  expect(query.json()).toEqual({
    success: false,
    error: { messages: [], fields: { per_page: [expect.stringMatching(/[А-Яа-я]/)] } },
  });
  expect(`${token.body}${note.body}${query.body}`).not.toMatch(/must |should /);
});

test('answers are serialized as before: no Fastify response schema, the body is JSON.stringify of the data', async () => {
  expect(schemas.filter(({ response }) => response !== undefined)).toEqual([]);
  const { access } = await login(app, 'admin');
  for (const url of [
    '/api/users/current/',
    '/api/settings/frontend/',
    '/api/notes/types/',
    '/api/web/messages/',
  ]) {
    const res = await app.inject({ method: 'GET', url, headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(JSON.parse(res.body)));
    expect(res.json().success).toBe(true);
  }
  // A field no schema lists still reaches the client (fast-json-stringify would drop it).
  const current = (
    await app.inject({ method: 'GET', url: '/api/users/current/', headers: bearer(access) })
  ).json();
  expect(Object.keys(current.data).sort()).toEqual(['id', 'is_curator', 'player_level', 'username']);
});

test('the docs page answers HTML without a token, under a CSP that allows only its own files', async () => {
  const page = await app.inject({ method: 'GET', url: '/api/docs/ui' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain('<div id="swagger-ui">');
  expect(page.headers['content-security-policy']).toBe(DOCS_UI_CSP);
  expect(page.headers['x-frame-options']).toBe('DENY');
  expect(page.headers['x-content-type-options']).toBe('nosniff');
  // Scripts are files of the page's own origin; none inline (script-src 'self' would block it).
  const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  for (const [, attributes, inline] of scripts) {
    expect(inline!.trim()).toBe('');
    const src = /src="([^"]+)"/.exec(attributes!)![1]!;
    expect(src).toMatch(/^\/api\/docs\/ui\/static\//);
    const file = await app.inject({ method: 'GET', url: src });
    expect(`${src} ${file.statusCode}`).toBe(`${src} 200`);
    expect(file.headers['content-type']).toMatch(/javascript/);
  }
  const json = await app.inject({ method: 'GET', url: '/api/docs/ui/json' });
  expect(json.statusCode).toBe(200);
  expect(Object.keys(json.json().paths)).toContain('/api/notes/');
  // The looser policy is the page's only: the API and its JSON document keep `default-src 'none'`.
  const docs = await app.inject({ method: 'GET', url: '/api/docs' });
  expect(docs.headers['content-security-policy']).toBe(API_SECURITY_HEADERS['content-security-policy']);
});

test('a valibot schema of `data` types the success answer', async () => {
  const bare = Fastify();
  try {
    await registerOpenApi(bare);
    const data = v.object({ id: v.number(), name: v.optional(v.string()) });
    bare.post('/x/', { schema: doc({ tags: ['x'], data, status: 201 }) }, async () => ({}));
    await bare.ready();
    const op = (bare.swagger() as unknown as Doc).paths['/x/']!.post!;
    expect(op.responses['201']?.content?.['application/json']?.schema).toEqual({
      allOf: [
        { $ref: '#/components/schemas/Success' },
        {
          properties: {
            data: {
              type: 'object',
              properties: { id: { type: 'number' }, name: { type: 'string' } },
              required: ['id'],
            },
          },
        },
      ],
    });
  } finally {
    await bare.close();
  }
});

/**
 * Operations whose success answer is not JSON, so they document no `data` schema, each with its
 * reason. None today: the one file answer (the video stream) is hidden from the document.
 */
const NOT_JSON: Record<string, string> = {};

test('every operation with a JSON answer documents its typed `data` (or bare body), not the bare Success', async () => {
  const untyped = (await operations())
    .filter(({ op }) => {
      const [, success] = Object.entries(op.responses).find(([status]) => status.startsWith('2'))!;
      const schema = success.content?.['application/json']?.schema as
        | { $ref?: string; allOf?: { properties?: { data?: object } }[]; type?: string; anyOf?: object[] }
        | undefined;
      if (schema === undefined) return false;
      // A bare body of one of two shapes (POST /api/token/: the pair, or the two-factor challenge).
      if (schema.$ref === undefined && schema.allOf === undefined)
        return schema.type === undefined && !schema.anyOf;
      return !schema.allOf?.some((part) => part.properties?.data !== undefined);
    })
    .map(({ method, path }) => `${method} ${path}`);
  expect(untyped.sort()).toEqual(Object.keys(NOT_JSON).sort());
  // Money is an exact decimal string in the document too, never a number.
  const cards = (await operations()).find(({ path }) => path === '/api/accounting/accountcards/')!;
  expect(cards.op.responses['200']?.content?.['application/json']?.schema).toMatchObject({
    allOf: [
      {},
      {
        properties: {
          data: {
            type: 'array',
            items: { properties: { start_balance: { type: 'string', pattern: expect.any(String) } } },
          },
        },
      },
    ],
  });
});

describe('the test-only answer check (buildApp checkAnswers)', () => {
  async function appWith(data: v.GenericSchema, answer: unknown): Promise<FastifyInstance> {
    const bare = Fastify();
    await registerOpenApi(bare);
    registerAnswerCheck(bare);
    bare.get('/x/', { schema: doc({ tags: ['x'], data }) }, async () => ({ success: true, data: answer }));
    return bare;
  }

  test('an answer matching its schema goes out unchanged', async () => {
    const bare = await appWith(v.strictObject({ id: v.number() }), { id: 1 });
    try {
      const res = await bare.inject({ method: 'GET', url: '/x/' });
      expect([res.statusCode, res.body]).toEqual([200, '{"success":true,"data":{"id":1}}']);
    } finally {
      await bare.close();
    }
  });

  test('a mismatch is a 500 naming the route and the path of the issue', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const bare = await appWith(v.strictObject({ rows: v.array(v.strictObject({ amount: v.string() })) }), {
      rows: [{ amount: '1.00' }, { amount: 2 }],
    });
    try {
      const res = await bare.inject({ method: 'GET', url: '/x/' });
      expect(res.statusCode).toBe(500);
      expect(res.json().detail).toMatch(
        /^Answer of GET \/x\/ does not match its schema: data\.rows\.1\.amount: /,
      );
      expect(error).toHaveBeenCalledWith(res.json().detail);
    } finally {
      error.mockRestore();
      await bare.close();
    }
  });

  test('buildApp runs it only when asked (the test app does; production does not)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const statuses: number[] = [];
    try {
      for (const checkAnswers of [undefined, true]) {
        const built = await buildApp({ jwtSecret: TEST_JWT_SECRET, db: await freshDb(), checkAnswers });
        built.get(
          '/api/zz-probe/',
          { config: { public: true }, schema: doc({ tags: ['x'], data: v.number() }) },
          async () => ({ success: true, data: 'text' }),
        );
        try {
          statuses.push((await built.inject({ method: 'GET', url: '/api/zz-probe/' })).statusCode);
        } finally {
          await built.close();
        }
      }
    } finally {
      error.mockRestore();
    }
    expect(statuses).toEqual([200, 500]);
  });
});

test('every GET without path parameters answers what its schema says, for each demo role', async () => {
  const gets = (await operations()).filter(({ method, path }) => method === 'get' && !path.includes('{'));
  const player = bearer((await login(app, 'player')).access);
  const playerId = (await app.inject({ method: 'GET', url: '/api/users/current/', headers: player })).json()
    .data.id;
  const accountId = (
    await app.inject({ method: 'GET', url: '/api/users/accounts/user/', headers: player })
  ).json().data[0].id;
  // The lists that need a query to answer at all.
  const query: Record<string, string> = {
    '/api/accounting/personalfunds/max/': `?acc_record_id=${accountId}`,
    '/api/ev/': `?player=${playerId}`,
    '/api/notes/': `?players=${playerId}`,
    '/api/curators/notifications/': '?role=player',
    '/api/stats/': `?player=${playerId}`,
  };
  const statuses: Record<string, number[]> = {};
  for (const username of ['player', 'curator', 'admin']) {
    const { access } = await login(app, username);
    for (const { path } of gets) {
      const url = `${path}${query[path] ?? ''}`;
      const res = await app.inject({ method: 'GET', url, headers: bearer(access) });
      statuses[path] = [...(statuses[path] ?? []), res.statusCode];
    }
  }
  // The answer check turns a mismatch into a 500; a route refusing the role or its missing query is fine.
  const mismatched = Object.entries(statuses).filter(([, codes]) => codes.includes(500));
  expect(mismatched).toEqual([]);
  const unanswered = Object.entries(statuses).filter(([, codes]) => !codes.includes(200));
  expect(unanswered).toEqual([]);
});
