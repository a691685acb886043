import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { type AppOptions, buildApp } from '../../src/app';
import { migrate } from '../../src/db';
import type { DataFiles } from '../../src/db/pglite';
import { seedDemo } from '../../src/db/seed';
import { DEMO_TOTP_SECRETS } from '../../src/db/seed/users';
import type { Db } from '../../src/db/types';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
const serverUrl = process.env.TEST_DATABASE_URL;

// Each store's driver is loaded only in the pass that tests it: every API test file imports this
// helper, and PGlite's module alone is ~1 s of CPU that the PostgreSQL pass paid for nothing.
const pglite = () => import('../../src/db/pglite');
const openPostgres: typeof import('../../src/db/postgres').openPostgres = async (...args) =>
  (await import('../../src/db/postgres')).openPostgres(...args);

function urlFor(database: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The migrated, seeded template is built once per jest run by global-setup.ts: a PGlite dump in a
 * file, or a PostgreSQL template database. Workers only copy it.
 */
export const TEMPLATE_ENV = 'FUND_TEST_TEMPLATE';

/** Builds the template (called once, by jest's globalSetup); returns the file or database name. */
export async function buildTemplate(dumpFile: string): Promise<string> {
  if (serverUrl) {
    const name = `fund_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const db = await openPostgres(urlFor(name), 2);
    await migrate(db);
    await seedDemo(db);
    await db.close();
    return name;
  }
  const dump = await (await pglite()).seededCopySource();
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return dumpFile;
}

/** Drops the template (jest's globalTeardown). */
export async function removeTemplate(template: string): Promise<void> {
  if (serverUrl) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
  else rmSync(template, { force: true });
}

function templateName(): string {
  const name = process.env[TEMPLATE_ENV];
  if (!name) throw new Error(`${TEMPLATE_ENV} is not set: run the API tests through jest's api project`);
  return name;
}

let files: Promise<DataFiles> | undefined;
/** The template's files, read once per worker from a database opened on its dump. */
function templateFiles(template: string): Promise<DataFiles> {
  files ??= (async () => {
    const { dataFiles, openPglite, pgliteEngine } = await pglite();
    const source = await openPglite({
      loadDataDir: new Blob([readFileSync(template)]),
      engine: await pgliteEngine(),
    });
    try {
      return dataFiles(source.pglite);
    } finally {
      await source.close();
    }
  })();
  return files;
}
// Everything opened and not yet closed, so a test file whose hook failed half-way leaks nothing
// (setup.ts closes the rest after the file): jest then always exits.
const open = new Set<{ close(): Promise<void> }>();

/** close() once, whoever calls it first (the test file or the leak guard). */
function closeOnce<T extends { close(): Promise<void> }>(target: T): T {
  const close = target.close.bind(target);
  let closing: Promise<void> | undefined;
  open.add(target);
  target.close = () => {
    open.delete(target);
    closing ??= close();
    return closing;
  };
  return target;
}

/** Closes every database and app a test file left open. */
export async function closeLeaked(): Promise<void> {
  await Promise.allSettled([...open].map((t) => t.close()));
}

let strategy: Promise<string> | undefined;
/**
 * How a test database copies the template: PostgreSQL 15's default (WAL_LOG) copies it page by page
 * through the write-ahead log; FILE_COPY copies its files (two checkpoints, cheap with fsync off).
 * Seven API files on PostgreSQL, two rounds back to back at load 14-25: 678 / 486 s → 394 / 304 s
 * (docs/testing.md "CI time"). Older servers have only the file copy, and no STRATEGY option.
 */
function copyStrategy(client: pg.Client): Promise<string> {
  strategy ??= client
    .query<{ v: string }>("SELECT current_setting('server_version_num') AS v")
    .then(({ rows }) => (Number(rows[0]!.v) >= 150000 ? ' STRATEGY FILE_COPY' : ''));
  return strategy;
}

/** A fresh, migrated and seeded database of the store under test. */
export async function freshDb(): Promise<Db> {
  const template = templateName();
  if (!serverUrl) {
    const { openPglite, pgliteEngine } = await pglite();
    return closeOnce(
      await openPglite({ files: await templateFiles(template), engine: await pgliteEngine() }),
    );
  }
  const name = `fund_test_${randomBytes(6).toString('hex')}`;
  await admin(async (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}${await copyStrategy(c)}`));
  const db = await openPostgres(urlFor(name), 25);
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return closeOnce(db);
}

/**
 * Once closed, the app refuses `inject`: a test that timed out goes on running in the background
 * (jest does not stop it), and its loop of requests against a closed app and database kept the
 * worker busy after the file ("a worker process has failed to exit gracefully", seen on
 * PostgreSQL). Now the loop's next request throws and the leftover body ends.
 */
function refuseAfterClose(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app);
  const close = app.close.bind(app);
  let closed = false;
  app.close = (() => {
    closed = true;
    return close();
  }) as FastifyInstance['close'];
  app.inject = ((...args: Parameters<FastifyInstance['inject']>) => {
    if (closed) return Promise.reject(new Error('inject after close: the test is over'));
    return (inject as (...a: unknown[]) => unknown)(...args);
  }) as FastifyInstance['inject'];
  return app;
}

export async function buildTestApp(options: Omit<AppOptions, 'db'> = {}): Promise<FastifyInstance> {
  const db = await freshDb();
  try {
    const app = closeOnce(
      refuseAfterClose(await buildApp({ jwtSecret: TEST_JWT_SECRET, checkAnswers: true, ...options, db })),
    );
    await app.ready();
    return app;
  } catch (e) {
    await db.close();
    throw e;
  }
}

export interface Tokens {
  access: string;
  refresh: string;
}

export async function login(
  app: FastifyInstance,
  username: string,
  password = 'demo-password',
): Promise<Tokens> {
  const res = await app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  const answer = res.json() as Tokens | { two_factor: true; challenge: string };
  if (!('two_factor' in answer) || !(username in DEMO_TOTP_SECRETS)) return answer as Tokens;
  const device = await trustDevice(app, username);
  const second = await app.inject({
    method: 'POST',
    url: '/api/token/two-factor/',
    payload: { challenge: answer.challenge, device_token: device },
  });
  // The device was for this one sign-in: gone again, so a test sees the staff's own devices only
  // (the fuzz's «Забыть все устройства» then changes nothing, as for any user without one).
  await app.db.query('DELETE FROM trusted_devices WHERE token_hash = $1', [tokenHash(device)]);
  if (second.statusCode !== 200) throw new Error(`login ${username}: ${second.statusCode} ${second.body}`);
  return second.json() as Tokens;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The demo staff have two-factor sign-in on (the seed enrols them, issue 41 item 1): their sign-in
 * completes with a device trusted for this one sign-in, as «Доверять этому устройству» would have
 * stored it (no code: a code is accepted once per 30 s step, and tests sign in many times a step).
 */
async function trustDevice(app: FastifyInstance, username: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const user = await app.db.one<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE username = $1',
    [username],
  );
  const now = app.now();
  await app.db.query(
    `INSERT INTO trusted_devices (user_id, token_hash, password_tag, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      user!.id,
      tokenHash(token),
      app.totpBox.mac(user!.password_hash),
      now,
      new Date(now.getTime() + 86_400_000),
    ],
  );
  return token;
}

/** A staff member made by a test works in the back office only with 2FA on: on, with a key of its own. */
export async function enrolStaff(db: Db, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO user_totp (user_id, secret, enabled_at, created_at) VALUES ($1, $2, now(), now())
     ON CONFLICT (user_id) DO UPDATE SET enabled_at = now()`,
    [userId, DEMO_TOTP_SECRETS.manager],
  );
}

/** How many refresh tokens of the user are live (not revoked). */
export const liveTokens = async (app: FastifyInstance, username: string) =>
  (
    await app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM refresh_tokens r JOIN users u ON u.id = r.user_id
        WHERE u.username = $1 AND r.revoked_at IS NULL`,
      [username],
    )
  )?.n;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET as a demo user; returns the inject response. */
export async function getAs(app: FastifyInstance, username: string, url: string) {
  const { access } = await login(app, username);
  return app.inject({ method: 'GET', url, headers: bearer(access) });
}

/** A migrated database with no data (first-run tests), on the store under test. */
export async function emptyDb(): Promise<Db> {
  if (!serverUrl) {
    // The WebAssembly engine compiled once per worker (compiling it again cost 10 s or more).
    const { openPglite, pgliteEngine } = await pglite();
    const db = await openPglite({ engine: await pgliteEngine() });
    await migrate(db);
    return closeOnce(db);
  }
  const name = `fund_empty_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const db = await openPostgres(urlFor(name), 2);
  await migrate(db);
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return closeOnce(db);
}
