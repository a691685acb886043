/**
 * Where a write's time goes inside PostgreSQL (issue 11): a fresh database with the demo data and
 * the bench's writer, then `n` holds and `n` confirmations one after another on one connection,
 * with `track_functions = 'all'`; prints the mean time per call and each function's self time per
 * call (triggers included). Run: cd api && DATABASE_URL=postgres://… npx tsx ../bench/write-probe.ts [n]
 */
import { migrate } from '../api/src/db';
import { openPostgres } from '../api/src/db/postgres';
import { seedDemo } from '../api/src/db/seed';
import { seedWriter } from './api-http/seed';

const n = Number(process.argv[2] || 2000);
const server = new URL(process.env.DATABASE_URL!);
const name = `fund_probe_${process.pid}`;
const at = (database: string) => Object.assign(new URL(server.href), { pathname: `/${database}` }).href;

async function main() {
  const admin = await openPostgres(at('postgres'), 1);
  await admin.query(`CREATE DATABASE ${name}`);
  const db = await openPostgres(at(name), 1);
  try {
    await migrate(db);
    await seedDemo(db);
    const { user, transferIds } = await seedWriter(db, n);
    await db.query('ANALYZE');
    await db.query("SET track_functions = 'all'");
    for (const [label, sql, params] of [
      ['hold', 'SELECT hold_transfer($1, $2, $3)', (id: number) => [user, id, false]],
      [
        'confirm',
        'SELECT confirm_transfer($1, $2, $3, NULL, 1000000, 0, 0, false, false, 0, 0, 0)',
        (id: number) => [user, id, 'probe'],
      ],
    ] as const) {
      await db.query('SELECT pg_stat_reset()');
      const started = process.hrtime.bigint();
      for (const id of transferIds) await db.query(sql, params(id));
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      await db.query('SELECT pg_stat_force_next_flush()');
      const rows = await db.query<{ funcname: string; calls: number; self: number; total: number }>(
        `SELECT funcname, calls, self_time AS self, total_time AS total FROM pg_stat_user_functions
          ORDER BY self_time DESC LIMIT 12`,
      );
      console.log(`\n${label}: ${(ms / n).toFixed(3)} ms per call (${n} calls, one connection)`);
      for (const r of rows) {
        console.log(
          `  ${r.funcname.padEnd(32)} ${String(r.calls).padStart(6)} calls  self ${((r.self / n) * 1000).toFixed(0).padStart(5)} µs  total ${((r.total / n) * 1000).toFixed(0).padStart(5)} µs per ${label}`,
        );
      }
    }
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
