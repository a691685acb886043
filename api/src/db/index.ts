import { openPglite } from './pglite';
import { openPgliteWorker } from './pglite-worker';
import { openPostgres } from './postgres';
import type { Db } from './types';

export { migrate } from './migrate';
export type { Db } from './types';

/**
 * PostgreSQL when a URL is given, else PGlite in dataDir (memory when absent); `worker`: PGlite on
 * its own thread (the server), not on the event loop that serves HTTP.
 */
export function openDb(options: { databaseUrl?: string; dataDir?: string; worker?: boolean }): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.worker) return openPgliteWorker({ dataDir: options.dataDir });
  return openPglite({ dataDir: options.dataDir });
}
