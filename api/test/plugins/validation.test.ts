import { idText, messages } from '@fund/shared/schemas/common';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { registerErrorHandler } from '../../src/plugins/errors';
import { doc, FILE_FIELD, registerOpenApi } from '../../src/plugins/openapi';
import { ok } from '../../src/plugins/reply';
import { emptyBody, registerValidation } from '../../src/plugins/validation';

/**
 * Issue 45 item 4: a route names its body, query and path parameters once, in `doc()`; Fastify's
 * validator checks them with those valibot schemas before the handler, and the handler reads
 * `request.body` / `query` / `params` as the schemas' output, typed.
 */
const body = v.strictObject({
  amount: v.pipe(v.string(), v.minLength(1, 'Укажите сумму')),
  note: v.optional(v.string()),
});
const query = v.strictObject({ limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer()), '10') });
const params = v.strictObject({ id: idText() });

let app: FastifyInstance;
let seen: unknown[];
beforeEach(async () => {
  seen = [];
  app = Fastify();
  registerErrorHandler(app);
  registerValidation(app);
  await registerOpenApi(app);
  app.post('/x/:id/', { schema: doc({ tags: ['x'], params, querystring: query, body }) }, async (request) => {
    // The types are the schemas' output: a number id, a number limit, a string amount.
    const id: number = request.params.id;
    const limit: number = request.query.limit;
    const amount: string = request.body.amount;
    // @ts-expect-error — the body has no such field: the type comes from the schema.
    request.body.missing;
    seen.push({ id, limit, amount });
    return { success: true, data: { id, limit, amount } };
  });
  app.post('/empty/', { schema: doc({ tags: ['x'], body: emptyBody }) }, async (request) => {
    seen.push(request.body);
    return { success: true, data: {} };
  });
  app.get(
    '/typed/',
    { schema: doc({ tags: ['x'], data: v.strictObject({ id: v.number() }) }) },
    async (_r, reply) => {
      // @ts-expect-error — `ok` takes what the data schema of the route accepts: a text is not its number.
      void (() => ok(reply, { id: 'x' }));
      return ok(reply, { id: 1 });
    },
  );
  app.post('/form/', { schema: doc({ tags: ['x'], multipart: { file: FILE_FIELD } }) }, async () => ({
    success: true,
    data: {},
  }));
});
afterEach(() => app.close());

test('the handler gets the checked output: the path id and the query converted, the body as sent', async () => {
  const res = await app.inject({ method: 'POST', url: '/x/7/?limit=25', payload: { amount: '5.00' } });
  expect([res.statusCode, res.json().data]).toEqual([200, { id: 7, limit: 25, amount: '5.00' }]);
  // A default of the schema applies when the part leaves the field out.
  await app.inject({ method: 'POST', url: '/x/8/', payload: { amount: '1' } });
  expect(seen).toEqual([
    { id: 7, limit: 25, amount: '5.00' },
    { id: 8, limit: 10, amount: '1' },
  ]);
});

test('a bad part is the Russian 400 of its schema and the handler never runs', async () => {
  const bad = await app.inject({ method: 'POST', url: '/x/7/', payload: { amount: '', extra: 1 } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({
    success: false,
    error: { messages: [], fields: { amount: ['Укажите сумму'], extra: [messages.unknownField] } },
  });
  const noBody = await app.inject({ method: 'POST', url: '/x/7/' });
  expect([noBody.statusCode, noBody.json().error.messages]).toEqual([400, [messages.required]]);
  const badQuery = await app.inject({ method: 'POST', url: '/x/7/?limit=1.5', payload: { amount: '1' } });
  expect([badQuery.statusCode, Object.keys(badQuery.json().error.fields)]).toEqual([400, ['limit']]);
  expect(seen).toEqual([]);
});

test('the path is checked first, as a handler that read its id first did', async () => {
  const res = await app.inject({ method: 'POST', url: '/x/abc/', payload: { amount: '' } });
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().error.fields)).toEqual(['id']);
});

test('an action without a body takes nothing or {}, and refuses anything else', async () => {
  expect((await app.inject({ method: 'POST', url: '/empty/' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/empty/', payload: {} })).statusCode).toBe(200);
  const extra = await app.inject({ method: 'POST', url: '/empty/', payload: { a: 1 } });
  expect([extra.statusCode, extra.json().error.fields]).toEqual([400, { a: [messages.unknownField] }]);
  expect(seen).toEqual([{}, {}]);
});

test('a part described for the document only (a multipart form) is read by its handler, not checked', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/form/',
    payload: { anything: 1 },
  });
  expect(res.statusCode).toBe(200);
});

test('an answer is typed by the data schema of its route and goes out as the envelope', async () => {
  const res = await app.inject({ method: 'GET', url: '/typed/' });
  expect(res.json()).toEqual({ success: true, data: { id: 1 } });
});

test('an answer is typed by the data schema of its route and goes out as the envelope', async () => {
  const res = await app.inject({ method: 'GET', url: '/typed/' });
  expect(res.json()).toEqual({ success: true, data: { id: 1 } });
});

test('the document shows the same schemas', async () => {
  const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
  const op = document.paths['/x/{id}/'].post;
  expect(op.requestBody.content['application/json'].schema).toMatchObject({
    type: 'object',
    required: ['amount'],
    additionalProperties: false,
  });
  expect(op.parameters.map((p: { in: string; name: string }) => `${p.in} ${p.name}`).sort()).toEqual([
    'path id',
    'query limit',
  ]);
});
