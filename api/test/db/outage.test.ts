/**
 * The API outlives its database's connections (issue 36 item 1): every backend of the API
 * terminated while money writes are inside their transactions. Those requests, and only those,
 * answer 503 with a message to retry; the process goes on (an unheard `error` event of a pg client
 * ended it before); the pool opens new connections by itself; each Idempotency-Key is applied once.
 * PostgreSQL only: PGlite has no connections to lose. The bounded drill with a restart of the
 * server is api/test/drills/outage.mjs.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildTestApp } from '../helpers/app';
import { accountId, type Client, clientFor } from '../routes/accounting/helpers';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? '';
const describeOnPostgres = SERVER_URL ? describe : describe.skip;
const DEPOSITS = '/api/accounting/depositrequests/';
const UNAVAILABLE = { detail: 'Сервис временно недоступен, повторите попытку' };
const IN_FLIGHT = 6;

let app: FastifyInstance;
let player: Client;
let ps: number;
let admin: pg.Client;

/** A connection of the test's own to the app's database (not one of the API's). */
async function adminClient(): Promise<pg.Client> {
  const { name } = (await app.db.one<{ name: string }>('SELECT current_database() AS name'))!;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/** Ends every backend of the database but the test's own, and waits until each has exited. */
async function terminateApiBackends(): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    `SELECT count(pg_terminate_backend(pid, 5000))::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return rows[0]!.n;
}

async function deposits(): Promise<number> {
  return (await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_requests')).rows[0]!.n;
}

const deposit = (key: string) =>
  player.post(DEPOSITS, { account_record: ps, amount: '10.00', comment: '' }, { 'idempotency-key': key });

describeOnPostgres('the database drops the API’s connections', () => {
  beforeEach(async () => {
    app = await buildTestApp();
    player = await clientFor(app, 'player');
    ps = await accountId(app, 'player', 23);
    admin = await adminClient();
  });
  afterEach(async () => {
    await admin?.end();
    await app.close();
  });

  test('writes cut mid-transaction answer 503; the next ones succeed on new connections; each key applies once', async () => {
    const before = await deposits();
    // Every deposit waits on this lock inside its transaction, its key already reserved.
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE deposit_requests IN EXCLUSIVE MODE');
    const keys = Array.from({ length: IN_FLIGHT }, (_, i) => `outage-key-${i}`);
    const cut = Promise.all(keys.map(deposit));
    let waiting = 0;
    while (waiting < IN_FLIGHT) {
      const { rows } = await admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks WHERE relation = 'deposit_requests'::regclass AND NOT granted`,
      );
      waiting = rows[0]!.n;
    }
    expect(await terminateApiBackends()).toBeGreaterThanOrEqual(IN_FLIGHT);
    const answers = await cut;
    await admin.query('ROLLBACK');
    expect(answers.map((r) => r.statusCode)).toEqual(keys.map(() => 503));
    for (const answer of answers) expect(answer.json()).toEqual(UNAVAILABLE);
    expect(answers[0]!.headers['retry-after']).toBe('1');
    // Nothing of the cut transactions stayed: neither the deposits nor their keys' reservations.
    expect(await deposits()).toBe(before);

    // Idle connections lost too: the pool opens new ones for the next requests.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const retried = await Promise.all(keys.map(deposit));
    expect(retried.map((r) => r.statusCode)).toEqual(keys.map(() => 200));
    expect(await deposits()).toBe(before + IN_FLIGHT);
    const replayed = await Promise.all(keys.map(deposit));
    expect(replayed.map((r) => r.headers['idempotent-replayed'])).toEqual(keys.map(() => 'true'));
    expect(replayed.map((r) => r.json())).toEqual(retried.map((r) => r.json()));
    expect(await deposits()).toBe(before + IN_FLIGHT);
  });

  test('connections lost between requests: the health check and the next write succeed at once', async () => {
    expect((await deposit('idle-outage-0001')).statusCode).toBe(200);
    expect(await terminateApiBackends()).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await deposit('idle-outage-0002')).statusCode).toBe(200);
  });
});
