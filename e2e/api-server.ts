// The API of the e2e stack: the real app on an in-memory PGlite seeded with the demo data, plus one
// test-only route, POST /api/e2e/reset, that puts back the freshly seeded database (each test
// starts from the same data, in any order, repeated or sharded) and sets the access-token
// lifetime for the next sign-ins. Started by scripts/start.mjs when API_ENTRY points here; the
// production server (api/src/server.ts) has no such route.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { openPglite, pgliteEngine, seededCopySource } from '../api/src/db/pglite';
import type { Db, Listener } from '../api/src/db/types';

async function main(): Promise<void> {
  const engine = await pgliteEngine();
  const dump = await seededCopySource(engine);

  const uploads = mkdtempSync(path.join(os.tmpdir(), 'fund-e2e-uploads-'));
  process.env.UPLOADS_DIR = uploads;
  const defaultTtl = process.env.ACCESS_TOKEN_TTL_SECONDS;

  let current: Db = await openPglite({ loadDataDir: dump, engine });
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

  app.post('/api/e2e/reset', { config: { public: true }, schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as { access_token_ttl_seconds?: number };
    const previous = current;
    current = await openPglite({ loadDataDir: dump, engine });
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
    return {};
  });

  const stop = async () => {
    await app.close();
    rmSync(uploads, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port: Number(process.env.PORT ?? 8000), host: '127.0.0.1' });
}

main().catch((error) => {
  console.error('e2e API failed to start:', error);
  process.exit(1);
});
