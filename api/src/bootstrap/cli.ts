import path from 'node:path';
import { migrate, openDb } from '../db';
import { acquireDataDirLock } from '../db/lock';
import type { Db } from '../db/types';
import { assertAdminInput, BootstrapError, createFirstAdmin } from '.';

/**
 * `pnpm --filter @fund/api create-admin` (or `node dist/bootstrap/cli.js` in the image):
 * migrates the configured database and creates the first staff user from ADMIN_USERNAME and
 * ADMIN_PASSWORD when it has no users. Returns the exit code; messages go to `log`.
 */
export async function runCreateAdmin(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  open: () => Promise<Db> = () => openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }),
): Promise<number> {
  const username = env.ADMIN_USERNAME;
  if (!username) {
    log('ADMIN_USERNAME and ADMIN_PASSWORD must be set (the first administrator to create)');
    return 2;
  }
  try {
    // Refused before the database is touched.
    assertAdminInput(username, env.ADMIN_PASSWORD);
  } catch (error) {
    if (!(error instanceof BootstrapError)) throw error;
    log(error.message);
    return 2;
  }
  const db = await open();
  try {
    await migrate(db);
    const result = await createFirstAdmin(db, { username, password: env.ADMIN_PASSWORD });
    log(result.created ? `administrator "${username}" created` : result.reason);
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  const env = { ...process.env };
  env.DATA_DIR ??= path.resolve(__dirname, '../../../.data/pglite');
  const release = env.DATABASE_URL ? () => undefined : acquireDataDirLock(env.DATA_DIR);
  runCreateAdmin(env, (line) => console.log(line))
    .then((code) => {
      release();
      process.exit(code);
    })
    .catch((error) => {
      release();
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
