import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../../src/app';
import { migrate } from '../../src/db';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { seedDemo } from '../../src/db/seed';
import type { Db } from '../../src/db/types';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
const serverUrl = process.env.TEST_DATABASE_URL;

function urlFor(database: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// Migrate and seed once per worker, then copy: a PGlite tarball, or a PostgreSQL template database.
let template: Promise<Blob | string> | undefined;
function prepareTemplate(): Promise<Blob | string> {
  template ??= (async () => {
    if (serverUrl) {
      const name = `fund_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
      await admin((c) => c.query(`CREATE DATABASE ${name}`));
      const db = await openPostgres(urlFor(name), 2);
      await migrate(db);
      await seedDemo(db);
      await db.close();
      return name;
    }
    const db = await openPglite();
    await migrate(db);
    await seedDemo(db);
    const dump = await db.pglite.dumpDataDir('none');
    await db.close();
    return dump;
  })();
  return template;
}

/** A fresh, migrated and seeded database of the store under test. */
export async function freshDb(): Promise<Db> {
  const source = await prepareTemplate();
  if (typeof source !== 'string') return openPglite({ loadDataDir: source });
  const name = `fund_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  const db = await openPostgres(urlFor(name), 25);
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return db;
}

/** Drops this worker's template database (call from afterAll of a file; harmless on PGlite). */
export async function dropTemplate(): Promise<void> {
  if (!serverUrl || !template) return;
  const name = await template;
  template = undefined;
  if (typeof name === 'string') await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export async function buildTestApp(options: Omit<AppOptions, 'db'> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ jwtSecret: TEST_JWT_SECRET, ...options, db: await freshDb() });
  await app.ready();
  return app;
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
  return res.json() as Tokens;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET as a demo user; returns the inject response. */
export async function getAs(app: FastifyInstance, username: string, url: string) {
  const { access } = await login(app, username);
  return app.inject({ method: 'GET', url, headers: bearer(access) });
}

/** A migrated database with no data (first-run tests), on the store under test. */
export async function emptyDb(): Promise<Db> {
  if (!serverUrl) {
    const db = await openPglite();
    await migrate(db);
    return db;
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
  return db;
}
