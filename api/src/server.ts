import path from 'node:path';
import { buildApp } from './app';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';

/** Only listens: PGlite in DATA_DIR (one process per folder) unless DATABASE_URL is set. */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(__dirname, '../../.data/pglite'));
  const release = databaseUrl ? () => undefined : acquireDataDirLock(dataDir);

  const app = await buildApp({
    databaseUrl,
    dataDir,
    logger: process.env.API_LOG !== '0',
    seed: process.env.NODE_ENV !== 'production',
  }).catch((error) => {
    release();
    throw error;
  });

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
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('API failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
