import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export { migrate } from './migrate';
export type { Db } from './types';

/** PostgreSQL when a URL is given, else PGlite in dataDir (memory when absent). */
export function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite({ dataDir: options.dataDir });
}
