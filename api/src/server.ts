import path from 'node:path';
import { buildApp } from './app';
import { assertStrongSecret, BootstrapError, createFirstAdmin } from './bootstrap';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { ANSWER_LOG_PRUNE_MS, pruneAnswerLog } from './lib/stored-answers';
import { uploadsStorage } from './storage';

/** Only listens: PGlite in DATA_DIR (one process per folder) unless DATABASE_URL is set. */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(__dirname, '../../.data/pglite'));
  // A deployment (or several replicas on one PostgreSQL) must be given one strong secret; only
  // the embedded development default generates its own into the data folder.
  if (process.env.NODE_ENV === 'production' || databaseUrl) assertStrongSecret(process.env.JWT_SECRET);
  // S3_* half set (an endpoint without keys) fails here, not at the first upload.
  const files = uploadsStorage().kind;
  const release = databaseUrl ? () => undefined : acquireDataDirLock(dataDir);

  const app = await buildApp({
    databaseUrl,
    dataDir,
    pgliteWorker: process.env.PGLITE_WORKER !== '0',
    logger: process.env.API_LOG !== '0',
    seed: process.env.NODE_ENV !== 'production',
  }).catch((error) => {
    release();
    throw error;
  });

  // First run: ADMIN_USERNAME + ADMIN_PASSWORD create the first staff user on an empty database.
  if (process.env.ADMIN_USERNAME) {
    const result = await createFirstAdmin(app.db, {
      username: process.env.ADMIN_USERNAME,
      password: process.env.ADMIN_PASSWORD,
    }).catch(async (error) => {
      await app.close();
      release();
      throw error;
    });
    app.log.info(result.created ? `administrator "${process.env.ADMIN_USERNAME}" created` : result.reason);
  }

  // PGlite has no autovacuum daemon: without statistics its planner takes every table for a tiny
  // one and scans where an index would do (issue 11). Statistics at start, then every 30 minutes.
  if (!databaseUrl) {
    await app.db.exec('ANALYZE');
    setInterval(() => void app.db.exec('ANALYZE').catch(() => undefined), 30 * 60_000).unref();
  }
  // The stored answers' change log (migration 098): pruned at start and every 10 minutes. A failed
  // pruning only leaves the log longer until the next one.
  const prune = () =>
    pruneAnswerLog(app.db).then(
      (removed) => app.log.info(`answer log: ${removed} rows pruned`),
      (error) => app.log.warn(`answer log not pruned: ${error instanceof Error ? error.message : error}`),
    );
  await prune();
  setInterval(() => void prune(), ANSWER_LOG_PRUNE_MS).unref();

  app.log.info(files === 's3' ? `files in bucket ${process.env.S3_BUCKET}` : 'files in local folders');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing (checkpoint and close of the database)`);
    try {
      await app.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: Number(process.env.PORT ?? 8000), host: process.env.HOST ?? '127.0.0.1' });
}

main().catch((error) => {
  if (error instanceof DataDirLockedError || error instanceof BootstrapError) {
    console.error(error.message);
  } else {
    console.error('API failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
