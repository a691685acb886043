import { openPgliteWorker } from './pglite-worker';
import type { Db } from './types';

export { migrate } from './migrate';
export type { Db } from './types';

/**
 * PostgreSQL when a URL is given, else PGlite in dataDir (memory when absent); `worker`: PGlite on
 * its own thread (the server), not on the event loop that serves HTTP.
 */
export async function openDb(options: {
  databaseUrl?: string;
  dataDir?: string;
  worker?: boolean;
}): Promise<Db> {
  // Each store's driver is loaded when it is opened: a PostgreSQL server never loads PGlite (~1 s
  // of CPU), a PGlite one never loads pg, and the server's PGlite runs on its own thread.
  if (options.databaseUrl) return (await import('./postgres')).openPostgres(options.databaseUrl);
  if (options.worker) return openPgliteWorker({ dataDir: options.dataDir });
  return (await import('./pglite')).openPglite({ dataDir: options.dataDir });
}
