import { timingSafeEqual } from 'node:crypto';
import { remoteLoadAnswer, remoteLoadSchema } from '@fund/shared/schemas/remote-loads';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { pendingMigrations } from '../db/migrate';
import { HttpError, notFound, TEXT } from './errors';
import { doc } from './openapi';
import { ok } from './reply';

/**
 * What an operator watches (issue 37), in Prometheus' text format at `GET /api/metrics`:
 * - `http_request_duration_seconds{method,route,status_code}`: rate and latency per route (the
 *   route's pattern, never the raw URL: ids and query strings stay out of the labels);
 * - `db_pool_connections{state}`: the PostgreSQL pool's open / idle / waiting-for-a-connection;
 * - `money_actions_total{kind,outcome}`: every write of the money routes (accounting, the back
 *   office's deposit and personal-fund queues) by route and outcome (done / refused / failed);
 * - `login_attempts_total{outcome}`: success / failure (401) / throttled (429) of `POST /api/token/`;
 * - `live_streams`: the event streams (`GET /api/events/`) this process holds open;
 * - `remote_load_seconds{remote,outcome}`: how long the host took to load a remote's page and how
 *   it ended (loaded / failed / timeout / refused), as the signed-in browsers report it
 *   (`POST /api/metrics/remote-loads/`, any signed-in user; the labels only the known remotes);
 * - the process' own figures (CPU, memory, event loop lag, handles).
 *
 * Never public: the route answers only a request carrying `Authorization: Bearer <METRICS_TOKEN>`
 * (no token configured: 404, metrics off), and the host's nginx refuses `/api/metrics` from
 * outside anyway. Prometheus scrapes each replica directly on the internal network.
 */
const MONEY_ROUTE = /^\/api\/(accounting|backoffice\/queues)\//;
const LOGIN_ROUTE = '/api/token/';
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A remote's load in the browser: manifest, entry, exposed module (the host gives up after 15 s). */
const LOAD_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30];

export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
}

const outcome = (status: number) => (status < 400 ? 'done' : status < 500 ? 'refused' : 'failed');

function tokenMatches(header: string | undefined, token: string): boolean {
  const [scheme, given] = header?.split(' ') ?? [];
  if (scheme?.toLowerCase() !== 'bearer' || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerMetrics(
  app: FastifyInstance,
  {
    token,
    pool,
    liveStreams,
  }: { token: string | undefined; pool: () => PoolFigures | undefined; liveStreams: () => number },
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by route pattern, method and status code, and how long they took',
    labelNames: ['method', 'route', 'status_code'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const money = new Counter({
    name: 'money_actions_total',
    help: 'Writes of the money routes by route and outcome (done, refused: 4xx, failed: 5xx)',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });
  const logins = new Counter({
    name: 'login_attempts_total',
    help: 'POST /api/token/ by outcome: success, failure (wrong credentials), throttled (429)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: "The PostgreSQL pool's connections: open, idle, and requests waiting for one",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const figures = pool();
      if (!figures) return;
      this.set({ state: 'open' }, figures.total);
      this.set({ state: 'idle' }, figures.idle);
      this.set({ state: 'waiting' }, figures.waiting);
    },
  });

  new Gauge({
    name: 'live_streams',
    help: 'Event streams (GET /api/events/) this process holds open',
    registers: [registry],
    collect() {
      this.set(liveStreams());
    },
  });

  const remoteLoads = new Histogram({
    name: 'remote_load_seconds',
    help: "A remote's page loaded by the host, as browsers report it: by remote and outcome",
    labelNames: ['remote', 'outcome'],
    buckets: LOAD_BUCKETS,
    registers: [registry],
  });
  app.post(
    '/api/metrics/remote-loads/',
    {
      config: { role: 'any' },
      schema: doc({ tags: ['metrics'], body: remoteLoadSchema, data: remoteLoadAnswer }),
    },
    async (request, reply) => {
      const { remote, outcome, ms } = request.body;
      remoteLoads.observe({ remote, outcome }, ms / 1000);
      return ok(reply, {});
    },
  );

  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    const status = reply.statusCode;
    requests.observe(
      { method: request.method, route, status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    if (request.method === 'POST' && route === LOGIN_ROUTE) {
      logins.inc({
        outcome:
          status === 429 ? 'throttled' : status === 401 ? 'failure' : status < 400 ? 'success' : 'invalid',
      });
    } else if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && MONEY_ROUTE.test(route)) {
      money.inc({ kind: `${request.method} ${route}`, outcome: outcome(status) });
    }
  });

  app.get('/api/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!token) throw notFound();
    if (!tokenMatches(request.headers.authorization, token)) throw new HttpError(401, TEXT.notAuthenticated);
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

/** A readiness probe does not wait for the pool's own 30 s connect timeout. */
const READY_WAIT_MS = 3000;
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness, apart from liveness (`/api/health`): 503 while the database does not answer or this
 * build's migrations are not all applied (another replica still running them). While this process
 * runs its own migrations it does not listen yet: a probe's refused connection says the same.
 */
export function registerReady(app: FastifyInstance): void {
  app.get('/api/ready', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    let pending: string[];
    try {
      pending = await within(READY_WAIT_MS, pendingMigrations(app.db));
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
    if (pending.length) return reply.status(503).send({ status: 'migrations pending', pending });
    return { status: 'ready' };
  });
}
