// The floor of the API bench: a bare Fastify route doing one indexed 20-row read on the same
// store as the API (a copy of its PGlite folder, or the same PostgreSQL database), no auth, no
// logging. Env: PORT, DATA_DIR (PGlite) or DATABASE_URL, FLOOR_ACCOUNT (an account_records id).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../api/package.json'),
);
const Fastify = require('fastify');

const SQL = `SELECT id, bundle_id, balance::text AS balance, created_at FROM balance_reports
              WHERE account_record_id = $1 ORDER BY id DESC LIMIT 20`;
const account = Number(process.env.FLOOR_ACCOUNT);

let query;
let close;
if (process.env.DATABASE_URL) {
  const pg = require('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (sql, params) => (await pool.query(sql, params)).rows;
  close = () => pool.end();
} else {
  const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
  const db = await PGlite.create({ dataDir: process.env.DATA_DIR });
  query = async (sql, params) => (await db.query(sql, params)).rows;
  close = () => db.close();
}

const app = Fastify({ logger: false });
app.get('/floor', async () => query(SQL, [account]));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await close();
  process.exit(0);
});
