import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { TEXT } from '../../src/plugins/errors';
import { buildTestApp, login } from '../helpers/app';
import {
  BAD_DATES,
  BAD_ID_TEXTS,
  BAD_TEXTS,
  badValue,
  FIELD_NAMES,
  junk,
  type Kind,
  kindOf,
  PROTO_KEYS,
  pick,
  prng,
  type Random,
  validLike,
} from './generators';
import { changedTables, snapshot } from './snapshot';

/**
 * ≥ 10,000 seeded bad requests over every route of the real route table (checked against the
 * OpenAPI document): never a 5xx, every error in the documented shape, the database unchanged.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (buildTestApp picks the store).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const PER_ROUTE = 96;
const PARALLEL = 8;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ROLES = ['player', 'curator', 'admin'] as const;
type Role = (typeof ROLES)[number] | 'none';

interface Route {
  method: string;
  url: string;
  hidden: boolean;
}

/** Required fields a route named when it got `{}` (dotted for nested ones). */
interface Probe {
  body: Set<string>;
  query: Set<string>;
}

async function appWithRoutes(): Promise<{ app: FastifyInstance; routes: Route[] }> {
  const routes: Route[] = [];
  const app = await buildTestApp({
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
      for (const method of methods) {
        if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url, hidden });
      }
    },
  });
  return { app, routes };
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The OpenAPI document lists every route of the app (hidden ones aside). */
export async function expectRouteTableDocumented(): Promise<void> {
  const { app, routes } = await appWithRoutes();
  try {
    const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = routes.filter((route) => !route.hidden).map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect(documented.sort()).toEqual(table.sort());
    expect(table.length).toBeGreaterThanOrEqual(70);
  } finally {
    await app.close();
  }
}

// ---- request generation ----

const CYRILLIC = /[А-Яа-яЁё]/;

/** The envelope of docs/api.md: `{messages, fields}` refusals or `{detail, code?}`, Russian text. */
function errorShapeProblem(res: LightMyRequestResponse): string | undefined {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return 'not JSON';
  }
  if (typeof body !== 'object' || body === null) return 'not an object';
  const record = body as Record<string, unknown>;
  if (record.success === false) {
    const error = record.error as { messages?: unknown; fields?: unknown } | undefined;
    if (typeof error !== 'object' || error === null || Object.keys(record).length !== 2)
      return 'bad envelope';
    const { messages, fields } = error;
    if (
      !Array.isArray(messages) ||
      typeof fields !== 'object' ||
      fields === null ||
      Object.keys(error).length !== 2
    )
      return 'bad refusal';
    const lists = Object.values(fields);
    if (messages.length === 0 && lists.length === 0) return 'no messages';
    for (const list of lists) {
      if (!Array.isArray(list) || list.length === 0) return 'field without messages';
    }
    if (
      ![messages, ...lists].flat().every((message) => typeof message === 'string' && CYRILLIC.test(message))
    )
      return 'not Russian';
    return undefined;
  }
  const keys = Object.keys(record);
  if (typeof record.detail !== 'string' || !keys.every((key) => key === 'detail' || key === 'code')) {
    return 'neither envelope';
  }
  if (!CYRILLIC.test(record.detail) && record.detail !== TEXT.tokenNotValid) return 'detail not Russian';
  return undefined;
}

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) as its raw UTF-8 bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^%\w]/g, (c) => encodeURIComponent(c));
  }
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}

/** The probed fields filled with values of the right type (the mutated one makes it bad). */
function baseOf(fields: Set<string>): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const field of fields) setPath(base, field, validLike(kindOf(field.split('.').at(-1)!)));
  return base;
}

/** An id of the right form that names nothing: a route without body fields must not act on it. */
const ABSENT_ID = '2147483647';

function pathFor(route: Route, random: Random, bad: boolean, id = '1'): string {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const badOne = bad ? pick(random, names) : undefined;
  return route.url.replace(/:(\w+)/g, (_, name) => (name === badOne ? pick(random, BAD_ID_TEXTS) : id));
}

function queryJunk(random: Random, probe: Probe): string {
  const pairs: string[] = [];
  const known = [...probe.query];
  // The required keys with a valid-looking value, one of them (or a random key) bad.
  const mutated = known.length > 0 && random() < 0.6 ? pick(random, known) : undefined;
  for (const key of known) {
    if (key === mutated) continue;
    const kind = kindOf(key);
    pairs.push(`${key}=${kind === 'ids' ? '1' : encode(String(validLike(kind)))}`);
  }
  const key =
    mutated ?? pick(random, [...FIELD_NAMES, ...PROTO_KEYS, 'a[b]', '__proto__[x]', 'x'.repeat(300)]);
  const value = pick(random, [
    ...BAD_ID_TEXTS,
    ...BAD_TEXTS.map(encode),
    ...BAD_DATES.map(encode),
    '1,2147483648',
    '1,,2',
    `1${',1'.repeat(300)}`,
    'x'.repeat(5000),
  ]);
  pairs.push(`${encode(key)}=${value}`);
  if (random() < 0.2) pairs.push(`${encode(key)}=${value}`); // a repeated key arrives as an array
  return pairs.join('&');
}

const RAW_BODIES = [
  '{"a":',
  '{"__proto__":{"is_admin":true}}',
  '{"constructor":{"prototype":{"is_admin":true}}}',
  '{"id":1,"id":2147483648}',
  '[1e999999]',
  '{"x":1e999999}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  `{"a":${'{"a":'.repeat(200)}1${'}'.repeat(200)}}`,
  '"\\u0000"',
  '"\\ud800"',
  '{"text":"\\udc00"}',
  '{"\\u0000":1}',
  'null',
  '0',
  '-1',
  'true',
  '""',
  '[]',
];

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/json; charset=utf-16',
  'image/png',
];

type Strategy = 'path' | 'query' | 'field' | 'body' | 'content-type';

/** The probed body with one field made bad: never a valid body, whatever else the request carries. */
function mutatedBody(random: Random, probe: Probe): Record<string, unknown> {
  const body = baseOf(probe.body);
  const fields = [...probe.body];
  const field = fields.length > 0 && random() < 0.85 ? pick(random, fields) : pick(random, FIELD_NAMES);
  setPath(body, field, badValue(random, kindOf(field.split('.').at(-1)!) as Kind));
  return body;
}

/**
 * One bad request for a route. A request that could otherwise be valid is made bad twice over:
 * routes that take body fields always get a body with a bad field; the others get an id that
 * names nothing (a junk query alone would be ignored and the request would act).
 */
function badRequest(
  random: Random,
  route: Route,
  probe: Probe,
  headers: Record<string, string>,
): InjectOptions {
  const hasParams = route.url.includes(':');
  const hasBody = BODY_METHODS.has(route.method);
  const strategies: Strategy[] = ['query', 'body'];
  if (hasParams) strategies.push('path', 'path');
  if (hasBody) strategies.push('field', 'field', 'field', 'content-type');
  const strategy = pick(random, strategies);
  const method = route.method as InjectOptions['method'];
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  const id = probe.body.size > 0 ? '1' : ABSENT_ID;
  const payload = hasBody ? JSON.stringify(mutatedBody(random, probe)) : undefined;

  switch (strategy) {
    case 'path':
      return { method, url: pathFor(route, random, true), headers: jsonHeaders, payload };
    case 'query':
      return {
        method,
        url: `${pathFor(route, random, false, id)}?${queryJunk(random, probe)}`,
        headers: hasBody ? jsonHeaders : headers,
        payload,
      };
    case 'field':
      return { method, url: pathFor(route, random, false, id), headers: jsonHeaders, payload };
    case 'content-type':
      return {
        method,
        url: pathFor(route, random, false, id),
        headers: { ...headers, 'content-type': pick(random, WRONG_TYPES) },
        payload: random() < 0.5 ? payload : `--zzz\r\n${'x'.repeat(100)}`,
      };
    default:
      return {
        method,
        url: pathFor(route, random, false, id),
        headers: jsonHeaders,
        payload: random() < 0.5 ? pick(random, RAW_BODIES) : JSON.stringify(junk(random)),
      };
  }
}

// ---- the run ----

interface Failure {
  request: string;
  status: number;
  problem: string;
  body: string;
}

function describeRequest(options: InjectOptions): string {
  const payload = typeof options.payload === 'string' ? options.payload.slice(0, 160) : '';
  const auth = (options.headers as Record<string, string> | undefined)?.authorization ? 'auth' : 'anon';
  return `${options.method} ${String(options.url).slice(0, 200)} [${auth}] ${payload}`;
}

/**
 * One of `parts` slices of the route table (every `parts`-th route from `part`), each with at least
 * 10,000 / parts bad requests: the slices run as separate files, so jest's two workers share them.
 */
export async function fuzzRoutes(part: number, parts: number): Promise<void> {
  const started = Date.now();
  const { app, routes } = await appWithRoutes();
  try {
    const tokens: Record<Role, Record<string, string>> = { none: {} } as Record<Role, Record<string, string>>;
    for (const role of ROLES) tokens[role] = { authorization: `Bearer ${(await login(app, role)).access}` };

    const random = prng(SEED);
    const counts = new Map<number, number>();
    const failures: Failure[] = [];
    const mutations: string[] = [];
    let sent = 0;

    const send = async (options: InjectOptions) => {
      const res = await app.inject(options);
      sent += 1;
      counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
      const problem =
        res.statusCode >= 500 ? 'server error' : res.statusCode >= 400 ? errorShapeProblem(res) : undefined;
      if (problem) {
        failures.push({
          request: describeRequest(options),
          status: res.statusCode,
          problem,
          body: res.body.slice(0, 300),
        });
      }
      return res;
    };

    let before = await snapshot(app.db);
    const slice = routes.filter((_, index) => index % parts === part);
    for (const route of slice) {
      // Probe: `{}` (or no query) as each role names the route's required fields.
      const probe: Probe = { body: new Set(), query: new Set() };
      for (const role of ROLES) {
        const hasBody = BODY_METHODS.has(route.method);
        const res = await send({
          method: route.method as InjectOptions['method'],
          url: pathFor(route, random, false, ABSENT_ID),
          headers: hasBody ? { ...tokens[role], 'content-type': 'application/json' } : tokens[role],
          ...(hasBody ? { payload: '{}' } : {}),
        });
        const fields = res.statusCode === 400 ? (res.json().error?.fields ?? {}) : {};
        for (const [field, list] of Object.entries(fields as Record<string, string[]>)) {
          if (!list.some((m) => m.startsWith('Обязательное поле'))) continue;
          (hasBody ? probe.body : probe.query).add(field);
        }
      }
      const requests: InjectOptions[] = [];
      for (let i = 0; i < PER_ROUTE; i += 1) {
        const role: Role = random() < 0.12 ? 'none' : pick(random, ROLES);
        requests.push(badRequest(random, route, probe, tokens[role]));
      }
      for (let i = 0; i < requests.length; i += PARALLEL) {
        await Promise.all(requests.slice(i, i + PARALLEL).map(send));
      }
      if (route.method !== 'GET') {
        const after = await snapshot(app.db);
        const changed = changedTables(before, after);
        if (changed.length > 0) mutations.push(`${route.method} ${route.url}: ${changed.join(', ')}`);
        before = after;
      }
    }

    const byStatus = Object.fromEntries([...counts.entries()].sort(([a], [b]) => a - b));
    console.log(
      `openapi fuzz (seed ${SEED}, ${app.db.kind}): ${sent} requests over ${slice.length} of ${routes.length} routes (slice ${part + 1}/${parts}) in ${Date.now() - started} ms; by status ${JSON.stringify(byStatus)}`,
    );
    expect(sent).toBeGreaterThanOrEqual(10_000 / parts);
    expect(failures.slice(0, 25)).toEqual([]);
    expect(mutations).toEqual([]);
  } finally {
    await app.close();
  }
}
