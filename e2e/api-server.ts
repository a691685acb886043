// The API of the e2e stack: the real app on an in-memory PGlite seeded with the demo data, plus
// test-only routes: POST /api/e2e/reset puts back the freshly seeded database (each test starts
// from the same data, in any order, repeated or sharded) and sets the access-token lifetime for the
// next sign-ins; POST /api/e2e/fund-data adds fund-sized data at a small scale; POST /api/e2e/staff
// adds a manager without two-factor sign-in. Started by scripts/start.mjs when API_ENTRY points here; the
// production server (api/src/server.ts) has no such route.
//
// E2E_LANES=N (N > 1; playwright.config.ts sets it to its number of workers): N such servers, each a
// process of its own with its own database, uploads and token lifetime, behind one port that sends
// each request to the lane its `e2e_lane` cookie or `x-e2e-lane` header names (e2e/tests/helpers.ts
// sets them from the worker's index), so parallel workers never see each other's data.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { dataFiles, openPglite, pgliteEngine, seededCopySource } from '../api/src/db/pglite';
import type { Db, Listener } from '../api/src/db/types';
import { countRows, generateFundData } from '../bench/fund-data/generate';

async function main(): Promise<void> {
  const engine = await pgliteEngine();
  const dump = await seededCopySource(engine);

  const uploads = mkdtempSync(path.join(os.tmpdir(), 'fund-e2e-uploads-'));
  process.env.UPLOADS_DIR = uploads;
  const defaultTtl = process.env.ACCESS_TOKEN_TTL_SECONDS;

  const first = await openPglite({ loadDataDir: dump, engine });
  // Each reset copies the seeded files as they were before the first test (no tarball to unpack).
  const files = dataFiles(first.pglite);
  let current: Db = first;
  /** The app's listeners, moved to each new database (the notifications of the old one end). */
  const listening = new Set<{ channel: string; listener: Listener; stop: () => Promise<void> }>();
  // Every call goes to the current database, so a reset swaps it under the running app.
  const db: Db = {
    kind: 'pglite',
    query: (sql, params) => current.query(sql, params),
    one: (sql, params) => current.one(sql, params),
    exec: (sql) => current.exec(sql),
    tx: (fn) => current.tx(fn),
    listen: async (channel, listener) => {
      const entry = { channel, listener, stop: await current.listen(channel, listener) };
      listening.add(entry);
      return async () => {
        listening.delete(entry);
        await entry.stop();
      };
    },
    close: () => current.close(),
  };
  // E2E_API_LOG: the run's request log (the production logger, redaction included) into that file,
  // which scripts/check-log-secrets.mjs then searches for the demo password and tokens (issue 37).
  const logFile = process.env.E2E_API_LOG;
  const app = await buildApp({
    db,
    jwtSecret: randomBytes(48).toString('base64url'),
    logger: Boolean(logFile),
    logStream: logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined,
  });

  const lane = { lane: Number(process.env.E2E_LANE ?? 0) };
  // The lane a browser context's cookie leads to (e2e/tests/helpers.ts checks it is the worker's).
  app.get('/api/e2e/lane', { config: { public: true }, schema: { hide: true } }, async () => lane);

  app.post('/api/e2e/reset', { config: { public: true }, schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as { access_token_ttl_seconds?: number };
    const previous = current;
    current = await openPglite({ files, engine });
    for (const entry of listening) {
      await entry.stop();
      entry.listener.live(false);
      entry.stop = await current.listen(entry.channel, entry.listener);
    }
    await previous.close();
    rmSync(uploads, { recursive: true, force: true });
    mkdirSync(uploads, { recursive: true });
    if (body.access_token_ttl_seconds) {
      process.env.ACCESS_TOKEN_TTL_SECONDS = String(body.access_token_ttl_seconds);
    } else if (defaultTtl) process.env.ACCESS_TOKEN_TTL_SECONDS = defaultTtl;
    else delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    // The lane that answered (e2e/tests/helpers.ts checks it is the worker's own).
    return lane;
  });

  // Fund-sized data (issue 43, bench/fund-data/generate.ts) added to this lane's database at a small
  // scale: generated players `fund00000`… with the demo password, two years of their money, pending
  // requests for the back office. The next reset removes it.
  app.post('/api/e2e/fund-data', { config: { public: true }, schema: { hide: true } }, async (request) => {
    const scale = Number((request.body as { scale?: number } | undefined)?.scale);
    if (!(scale > 0 && scale <= 0.01)) throw new Error('scale: (0, 0.01]');
    await generateFundData(db, scale);
    await db.exec('ANALYZE');
    return countRows(db);
  });

  // A staff member of the test's own (issue 41): the demo manager's password and permissions,
  // without two-factor sign-in, as a newly hired manager starts. The next reset removes it.
  app.post('/api/e2e/staff', { config: { public: true }, schema: { hide: true } }, async (request) => {
    const username = String((request.body as { username?: string } | undefined)?.username);
    await db.query(
      `INSERT INTO users (username, password_hash) SELECT $1, password_hash FROM users WHERE username = 'manager'`,
      [username],
    );
    await db.query(
      `INSERT INTO user_permissions (user_id, permission)
       SELECT u.id, p.permission FROM users u, user_permissions p JOIN users m ON m.id = p.user_id
        WHERE u.username = $1 AND m.username = 'manager'`,
      [username],
    );
    return { username };
  });

  const stop = async () => {
    await app.close();
    rmSync(uploads, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port: Number(process.env.PORT ?? 8000), host: '127.0.0.1' });
  // A lane tells its dispatcher where it listens, and ends with it.
  if (process.send) {
    process.send({ port: (app.server.address() as AddressInfo).port });
    process.on('disconnect', () => void stop());
  }
}

/** The lane a request belongs to: its `x-e2e-lane` header, else its `e2e_lane` cookie, else 0. */
function laneOf(headers: http.IncomingHttpHeaders, lanes: number): number {
  const named = headers['x-e2e-lane'] ?? /(?:^|;\s*)e2e_lane=(\d+)/.exec(headers.cookie ?? '')?.[1];
  const lane = Number(named ?? 0);
  return Number.isInteger(lane) && lane >= 0 && lane < lanes ? lane : 0;
}

/** Starts the lanes and passes every request (the live event stream included) on to its lane. */
async function dispatch(lanes: number): Promise<void> {
  const ports = await Promise.all(
    Array.from(
      { length: lanes },
      (_, lane) =>
        new Promise<number>((resolve, reject) => {
          const child = fork(__filename, {
            env: { ...process.env, E2E_LANE: String(lane), PORT: '0' },
            stdio: 'inherit',
          });
          child.once('message', (m) => resolve((m as { port: number }).port));
          child.once('exit', (code) => reject(new Error(`e2e API lane ${lane} exited with code ${code}`)));
        }),
    ),
  );
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[laneOf(req.headers, lanes)],
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.listen(Number(process.env.PORT ?? 8000), '127.0.0.1');
}

const lanes = Number(process.env.E2E_LANES || 1);
(lanes > 1 && !process.env.E2E_LANE ? dispatch(lanes) : main()).catch((error) => {
  console.error('e2e API failed to start:', error);
  process.exit(1);
});
