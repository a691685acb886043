/**
 * Fund-sized data (issue 43 item 1, docs/performance.md "Fund scale (issue 43)"): a fresh database,
 * migrated and seeded with the demo as the API does, then bench/fund-data/generate.ts at --scale.
 * Prints the rows per table and the time.
 *
 * Run: cd api && npx tsx ../bench/fund-data.ts --scale 0.01 [--seed 43] [--data-dir DIR]
 *        [--database-url postgres://…/fund_big] (or DATABASE_URL; the database must exist and be empty)
 * PGlite by default: in --data-dir (kept, for a bench to open) or in memory.
 */
import { parseArgs } from 'node:util';
import { migrate, openDb } from '../api/src/db';
import { seedDemo } from '../api/src/db/seed';
import { countRows, generateFundData } from './fund-data/generate';

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '0.01' },
      seed: { type: 'string', default: '43' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const scale = Number(values.scale);
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  const db = await openDb({ databaseUrl, dataDir: values['data-dir'] });
  try {
    await migrate(db);
    await seedDemo(db);
    const before = await countRows(db);
    const started = Date.now();
    await generateFundData(db, scale, Number(values.seed));
    const seconds = (Date.now() - started) / 1000;
    if (db.kind === 'postgres') await db.query('ANALYZE');
    const after = await countRows(db);
    console.log(`fund data at scale ${scale} on ${db.kind}: ${seconds.toFixed(1)} s`);
    console.table(
      Object.fromEntries(
        Object.entries(after).map(([table, rows]) => [table, { rows, added: rows - before[table]! }]),
      ),
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
