import path from 'node:path';
import { migrate, openDb } from '..';
import { acquireDataDirLock } from '../lock';
import { seedDemo } from '.';

/** `pnpm --filter @fund/api seed`: migrate and seed the configured database if it is empty. */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ?? path.resolve(__dirname, '../../../../.data/pglite');
  const release = databaseUrl ? () => undefined : acquireDataDirLock(dataDir);
  const db = await openDb({ databaseUrl, dataDir });
  try {
    await migrate(db);
    console.log((await seedDemo(db)) ? 'demo data seeded' : 'database not empty: nothing seeded');
  } finally {
    await db.close();
    release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
