import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MAX_ATTEMPTS_PER_USERNAME_AND_CLIENT } from '../../src/auth/rate-limit';
import { bearer, buildTestApp, login } from '../helpers/app';
import { accountId, clientFor } from '../routes/accounting/helpers';
import { userId } from '../routes/backoffice/helpers';
import { openStream } from '../routes/events/stream';

// What an operator watches (issue 37 item 5): /api/metrics (token only), /api/ready (503 while the
// database is unreachable or migrations are pending), JSON logs with the request id and no secrets.
const TOKEN = 'metrics-token-for-the-test-0123456789';
let app: FastifyInstance;
let log: string;
beforeEach(async () => {
  log = '';
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    log += chunk;
  });
  app = await buildTestApp({ metricsToken: TOKEN, logger: true, logStream: stream });
});
afterEach(() => app.close());

const metrics = (headers: Record<string, string> = bearer(TOKEN)) =>
  app.inject({ method: 'GET', url: '/api/metrics', headers });
/** The sample lines of one metric, e.g. `name{labels} value`. */
const samples = (text: string, name: string) =>
  text.split('\n').filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));

test('after a few requests: the route histogram, money actions and logins, with the right labels', async () => {
  const player = await clientFor(app, 'player');
  const ps = await accountId(app, 'player', 23);
  const URL = '/api/accounting/depositrequests/';
  expect((await player.post(URL, { account_record: ps, amount: '150.00', comment: '' })).statusCode).toBe(
    200,
  );
  expect((await player.post(URL, { account_record: ps, amount: '-1', comment: '' })).statusCode).toBe(400);
  expect((await app.inject({ method: 'GET', url: '/api/users/current/' })).statusCode).toBe(401);
  for (let i = 0; i <= MAX_ATTEMPTS_PER_USERNAME_AND_CLIENT; i++) {
    await app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'anna.kuznetsova', password: 'wrong' },
      remoteAddress: '203.0.113.9',
    });
  }

  const res = await metrics();
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  const text = res.body;
  expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  expect(text).toContain(
    `http_request_duration_seconds_count{method="POST",route="${URL}",status_code="200"} 1`,
  );
  expect(text).toContain(
    'http_request_duration_seconds_count{method="GET",route="/api/users/current/",status_code="401"} 1',
  );
  expect(text).toMatch(
    /http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/token\/",status_code="200"\} \d+/,
  );
  expect(samples(text, 'money_actions_total')).toEqual([
    `money_actions_total{kind="POST ${URL}",outcome="done"} 1`,
    `money_actions_total{kind="POST ${URL}",outcome="refused"} 1`,
  ]);
  // clientFor signed the player in: one success; then the wrong passwords up to the limit, then 429.
  expect(samples(text, 'login_attempts_total')).toEqual([
    'login_attempts_total{outcome="success"} 1',
    `login_attempts_total{outcome="failure"} ${MAX_ATTEMPTS_PER_USERNAME_AND_CLIENT}`,
    'login_attempts_total{outcome="throttled"} 1',
  ]);
  expect(text).toContain('process_cpu_seconds_total');
  // The pool's figures on PostgreSQL; PGlite has no pool.
  expect(samples(text, 'db_pool_connections').length).toBe(app.db.kind === 'postgres' ? 3 : 0);
});

test('live_streams counts the open event streams of this process', async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const open = async () => (await metrics()).body;
  expect(samples(await open(), 'live_streams')).toEqual(['live_streams 0']);
  const access = app.tokens.issue(await userId(app, 'anna.kuznetsova'), 'access').token;
  const streams = [await openStream(app, access), await openStream(app, access)];
  expect(samples(await open(), 'live_streams')).toEqual(['live_streams 2']);
  for (const stream of streams) stream.close();
});

test('remote loads reported by a signed-in browser: remote_load_seconds by remote and outcome; bad reports 400 in Russian, counting nothing; none without a token', async () => {
  const player = await clientFor(app, 'player');
  const URL = '/api/metrics/remote-loads/';
  const sent = await player.post(URL, { remote: 'video', outcome: 'timeout', ms: 15_000 });
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toEqual({ success: true, data: {} });
  expect((await player.post(URL, { remote: 'player', outcome: 'loaded', ms: 420 })).statusCode).toBe(200);
  const invalid = 'Некорректное значение';
  for (const [payload, field, message] of [
    [{ remote: 'evil"}', outcome: 'loaded', ms: 1 }, 'remote', invalid],
    [{ remote: 'video', outcome: 'exploded', ms: 1 }, 'outcome', invalid],
    [{ remote: 'video', outcome: 'loaded', ms: -1 }, 'ms', invalid],
    [{ remote: 'video', outcome: 'loaded', ms: 600_001 }, 'ms', invalid],
    [{ remote: 'video', outcome: 'loaded', ms: 1.5 }, 'ms', 'Должно быть целым числом'],
    [{ remote: 'video', outcome: 'loaded' }, 'ms', 'Обязательное поле'],
    [{ remote: 'video', outcome: 'loaded', ms: 1, label: 'x' }, 'label', 'Неизвестное поле'],
  ] as const) {
    const res = await player.post(URL, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { messages: [], fields: { [field]: [message] } } });
  }
  expect(
    (await app.inject({ method: 'POST', url: URL, payload: { remote: 'video', outcome: 'loaded', ms: 1 } }))
      .statusCode,
  ).toBe(401);

  const text = (await metrics()).body;
  expect(text).toContain('# TYPE remote_load_seconds histogram');
  expect(samples(text, 'remote_load_seconds_count')).toEqual([
    'remote_load_seconds_count{remote="video",outcome="timeout"} 1',
    'remote_load_seconds_count{remote="player",outcome="loaded"} 1',
  ]);
  expect(text).toContain('remote_load_seconds_bucket{le="0.5",remote="player",outcome="loaded"} 1');
  expect(text).toContain('remote_load_seconds_bucket{le="8",remote="video",outcome="timeout"} 0');
});

test('/api/metrics is refused without the token, with a wrong one, with a user token; off without a configured token', async () => {
  expect((await metrics({})).statusCode).toBe(401);
  expect((await metrics(bearer('metrics-token-for-the-test-0123456780'))).statusCode).toBe(401);
  const { access } = await login(app, 'admin');
  expect((await metrics(bearer(access))).statusCode).toBe(401);
  expect((await metrics({ 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(401);
  const off = await buildTestApp({ metricsToken: '' });
  try {
    expect(
      (await off.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) })).statusCode,
    ).toBe(404);
  } finally {
    await off.close();
  }
});

test('/api/ready: 200 when migrated, 503 while a migration is pending or the database is unreachable; /api/health is liveness', async () => {
  const ready = () => app.inject({ method: 'GET', url: '/api/ready' });
  expect((await ready()).json()).toEqual({ status: 'ready' });
  const [last] = await app.db.query<{ name: string }>(
    'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
  );
  await app.db.query('DELETE FROM schema_migrations WHERE name = $1', [last!.name]);
  const pending = await ready();
  expect(pending.statusCode).toBe(503);
  expect(pending.json()).toEqual({ status: 'migrations pending', pending: [last!.name] });
  await app.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last!.name]);
  expect((await ready()).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  await app.db.close();
  const down = await ready();
  expect(down.statusCode).toBe(503);
  expect(down.json()).toEqual({ status: 'database unreachable' });
});

test('JSON log: one line per request with the request id nginx passed on; no password, token or Idempotency-Key', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: 'player', password: 'demo-password' },
    headers: { 'x-request-id': '0f1e2d3c4b5a69788796a5b4c3d2e1f0' },
  });
  expect(res.headers['x-request-id']).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
  const { access, refresh } = res.json() as { access: string; refresh: string };
  const key = 'idem-key-secret-000123';
  await app.inject({
    method: 'POST',
    url: '/api/accounting/depositrequests/',
    payload: { account_record: 1, amount: '1.00', comment: '' },
    headers: { ...bearer(access), 'idempotency-key': key },
  });
  await app.inject({
    method: 'GET',
    url: `/api/video/stream/1/?token=${access}`,
    headers: { 'x-request-id': 'x' },
  });
  await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });

  const lines = log
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const requests = lines.filter((l) => l.msg === 'request');
  expect(requests.length).toBe(4);
  expect(requests[0]).toMatchObject({
    reqId: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    method: 'POST',
    url: '/api/token/',
    status: 200,
  });
  // An id that does not look like one (too short) is replaced by a fresh one.
  expect(requests[2]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
  expect(requests[2]!.url).toBe('/api/video/stream/1/?token=[redacted]');
  for (const secret of ['demo-password', access, refresh, key, access.split('.')[2]!]) {
    expect(log).not.toContain(secret);
  }
});
