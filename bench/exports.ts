/**
 * Exports (issue 40, docs/performance.md "Exports"): the demo player with two years of ledger
 * movements (≈ 50 a day, one `INSERT … SELECT generate_series` into `ledger_movements`), on
 * PostgreSQL. The API (`buildApp`, request logging off) listens on a port of its own in this
 * process; a plain `http.get` reads each file to its last byte and drops it. Times, medians of
 * `BENCH_RUNS`:
 * - the history's XLSX (and CSV) export of the two years, with the API process's RSS sampled every
 *   5 ms during it (and `process.resourceUsage().maxRSS`, the high-water mark);
 * - each monthly statement (PDF) of the 12 months before the current one;
 * - the floor, in the same run: a bare `COPY (<the same rows' select>) TO STDOUT` through the API's
 *   own pg driver (no pg-copy-streams in the repo: pg parses every CopyData message and the bench
 *   counts their bytes), and the same select read through a server-side cursor, 1,000 rows a FETCH.
 * A database `fund_exports_<pid>` is created in the server of DATABASE_URL and dropped.
 *
 * Run: cd api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx ../bench/exports.ts
 * Env: BENCH_RUNS (3), BENCH_PER_DAY (50).
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { openPostgres } from '../api/src/db/postgres';
import { moscowDay, moscowDayStart } from '../api/src/lib/table-export';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const PER_DAY = Number(process.env.BENCH_PER_DAY || 50);
const DAYS = 730;
const server = new URL(process.env.DATABASE_URL ?? '');
const name = `fund_exports_${process.pid}`;
const at = (database: string) => Object.assign(new URL(server.href), { pathname: `/${database}` }).href;

/** The pg driver the API itself uses (api's dependency, not the workspace root's). */
interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<{ rows: unknown[]; rowCount: number | null }>;
  end(): Promise<void>;
  connection: { on(event: 'copyData', listener: (message: { chunk: Buffer }) => void): void };
}
const pg = createRequire(path.resolve(__dirname, '../api/package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The rows an export of `from` ≤ date < `to` writes, in its order (repository.ts, `DATED`). */
const rowsSelect = (user: number, from: Date, to: Date) => `
  SELECT date_trunc('milliseconds', COALESCE(c.created_datetime, h.created_datetime)) AS created_datetime,
         h.room_name, h.account_record_name, h.type, h.currency_name, h.amount
    FROM accounting_history_rows h
    LEFT JOIN ledger_movements m ON h.fund_type <> 'personal_funds' AND m.id = h.movement_id
    LEFT JOIN cash_flows c ON m.source = 'cash_flow' AND c.id = m.source_id
   WHERE h.user_id = ${user}
     AND date_trunc('milliseconds', COALESCE(c.created_datetime, h.created_datetime)) >= '${from.toISOString()}'
     AND date_trunc('milliseconds', COALESCE(c.created_datetime, h.created_datetime)) < '${to.toISOString()}'
   ORDER BY 1 DESC, CASE WHEN h.fund_type = 'personal_funds' THEN 1 ELSE 0 END DESC, h.movement_id DESC`;

/** `COPY (select) TO STDOUT`: ms, bytes and rows (lines). */
async function copyFloor(client: PgClient, select: string, counter: { bytes: number; lines: number }) {
  counter.bytes = 0;
  counter.lines = 0;
  const started = performance.now();
  await client.query(`COPY (${select}) TO STDOUT`);
  return { ms: performance.now() - started, bytes: counter.bytes, rows: counter.lines };
}

/** The select through a cursor, 1,000 rows a FETCH (what a driver without COPY can stream). */
async function cursorFloor(client: PgClient, select: string) {
  const started = performance.now();
  await client.query('BEGIN');
  await client.query(`DECLARE floor_rows NO SCROLL CURSOR FOR ${select}`);
  let rows = 0;
  for (;;) {
    const page = await client.query('FETCH 1000 FROM floor_rows');
    rows += page.rows.length;
    if (page.rows.length < 1000) break;
  }
  await client.query('COMMIT');
  return { ms: performance.now() - started, rows };
}

/** GET `url` to the last byte (dropped): ms to the last byte, bytes, lines, peak RSS sampled meanwhile. */
function download(base: string, url: string, token: string) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  return new Promise<{ ms: number; bytes: number; lines: number; rssBefore: number; rssPeak: number }>(
    (resolve, reject) => {
      http
        .get(`${base}${url}`, { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
          let bytes = 0;
          let lines = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
          });
          res.on('end', () => {
            clearInterval(sampler);
            peak = Math.max(peak, process.memoryUsage().rss);
            resolve({ ms: performance.now() - started, bytes, lines, rssBefore: before, rssPeak: peak });
          });
        })
        .on('error', reject);
    },
  );
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  const admin = await openPostgres(at('postgres'), 1);
  await admin.query(`CREATE DATABASE ${name}`);
  const app = await buildApp({
    seed: true,
    databaseUrl: at(name),
    jwtSecret: 'bench-secret-exports-0123456789-abcdefghijklmnop',
  });
  const client = new pg.Client({ connectionString: at(name) });
  const copied = { bytes: 0, lines: 0 };
  try {
    const user = (await app.db.one<{ id: number }>("SELECT id FROM users WHERE username = 'player'"))!.id;
    const accounts = (
      await app.db.query<{ id: number }>('SELECT id FROM account_records WHERE user_id = $1 ORDER BY id', [
        user,
      ])
    ).map((a) => a.id);
    const total = DAYS * PER_DAY;
    const seeded = performance.now();
    // Two years up to a minute ago, evenly spread; kinds as a ledger has them, amounts with cents.
    await app.db.query(
      `INSERT INTO ledger_movements (account_record_id, kind, amount, source, source_id, comment, created_at)
       SELECT ($1::int[])[1 + g % cardinality($1::int[])],
              (ARRAY['transfer_in', 'transfer_out', 'fee', 'cashflow_in', 'cashflow_out', 'deposit'])[1 + g % 6],
              CASE WHEN g % 6 IN (1, 2, 4) THEN -1 ELSE 1 END * (1 + (g * 7919 % 50000) / 100.0),
              (ARRAY['transfer', 'transfer', 'transfer', 'cash_flow', 'cash_flow', 'deposit_request'])[1 + g % 6],
              5000000 + g, CASE WHEN g % 10 = 0 THEN 'bench ' || g ELSE '' END,
              now() - interval '1 minute' - ($2::int - g) * (interval '${DAYS} days' / $2::int)
         FROM generate_series(1, $2::int) g`,
      [accounts, total],
    );
    await app.db.query('ANALYZE');
    console.log(
      `Seeded ${total} ledger rows for the demo player (${accounts.length} accounts) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    await client.connect();
    client.connection.on('copyData', (message) => {
      copied.bytes += message.chunk.length;
      for (let i = message.chunk.indexOf(10); i !== -1; i = message.chunk.indexOf(10, i + 1)) copied.lines++;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'player', password: 'demo-password' },
    });
    const token = login.json().access as string;

    // The two years: from the oldest row's Moscow day to today.
    const now = new Date();
    const firstDay = moscowDay(new Date(now.getTime() - DAYS * 86_400_000));
    const today = moscowDay(now);
    const select = rowsSelect(user, moscowDayStart(firstDay), moscowDayStart(today, 1));
    const query = `date_from=${firstDay}&date_to=${today}`;
    const runs: Record<string, number[]> = { copy: [], cursor: [], xlsx: [], csv: [] };
    let copy = { ms: 0, bytes: 0, rows: 0 };
    let xlsx = { ms: 0, bytes: 0, lines: 0, rssBefore: 0, rssPeak: 0 };
    let csv = xlsx;
    const rssPeaks: number[] = [];
    const rssBefores: number[] = [];
    // A warm-up of each (plans, the font and exceljs loaded), then the runs, floor interleaved.
    await download(base, `/api/accounting/accountinghistory/export/?format=xlsx&${query}`, token);
    await copyFloor(client, select, copied);
    for (let run = 0; run < RUNS; run++) {
      copy = await copyFloor(client, select, copied);
      runs.copy!.push(copy.ms);
      runs.cursor!.push((await cursorFloor(client, select)).ms);
      xlsx = await download(base, `/api/accounting/accountinghistory/export/?format=xlsx&${query}`, token);
      runs.xlsx!.push(xlsx.ms);
      rssBefores.push(xlsx.rssBefore);
      rssPeaks.push(xlsx.rssPeak);
      csv = await download(base, `/api/accounting/accountinghistory/export/?format=csv&${query}`, token);
      runs.csv!.push(csv.ms);
      if (csv.lines - 1 !== copy.rows) throw new Error(`CSV has ${csv.lines - 1} rows, COPY ${copy.rows}`);
    }
    const floor = median(runs.copy!);
    console.log(
      `\nHistory export ${firstDay} … ${today}: ${copy.rows} rows; medians of ${RUNS} runs (ms), ratio to COPY\n`,
    );
    console.log('| what | ms | × COPY | bytes |\n| --- | --- | --- | --- |');
    const line = (label: string, ms: number, bytes: string) =>
      console.log(`| ${label} | ${ms.toFixed(0)} | ${(ms / floor).toFixed(1)} | ${bytes} |`);
    line('floor: COPY … TO STDOUT', floor, `${mb(copy.bytes)} MB`);
    line('floor: the select through a cursor (1,000 a FETCH)', median(runs.cursor!), '—');
    line('XLSX export (GET, last byte)', median(runs.xlsx!), `${mb(xlsx.bytes)} MB`);
    line('CSV export (plain)', median(runs.csv!), `${mb(csv.bytes)} MB`);
    console.log(
      `\nAPI process RSS during the XLSX export: ${rssBefores.map(mb).join(' / ')} MB before → peak ${rssPeaks.map(mb).join(' / ')} MB (runs); maxRSS (high-water mark of the process) ${mb(process.resourceUsage().maxRSS * 1024)} MB`,
    );

    // The 12 monthly statements before the current month.
    console.log(
      '\n| month | rows | COPY, ms | statement PDF, ms | × COPY | PDF bytes |\n| --- | --- | --- | --- | --- | --- |',
    );
    const [year, month] = today.split('-').map(Number) as [number, number];
    const statementMs: number[] = [];
    const statementRatios: number[] = [];
    for (let back = 12; back >= 1; back--) {
      const index = year * 12 + (month - 1) - back;
      const key = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
      const next = index + 1;
      const nextKey = `${Math.floor(next / 12)}-${String((next % 12) + 1).padStart(2, '0')}`;
      const monthSelect = rowsSelect(user, moscowDayStart(`${key}-01`), moscowDayStart(`${nextKey}-01`));
      await download(base, `/api/accounting/statements/${key}/`, token);
      const copies: number[] = [];
      const pdfs: number[] = [];
      let rows = 0;
      let bytes = 0;
      for (let run = 0; run < RUNS; run++) {
        const floorRun = await copyFloor(client, monthSelect, copied);
        copies.push(floorRun.ms);
        rows = floorRun.rows;
        const pdf = await download(base, `/api/accounting/statements/${key}/`, token);
        pdfs.push(pdf.ms);
        bytes = pdf.bytes;
      }
      const ms = median(pdfs);
      statementMs.push(ms);
      statementRatios.push(ms / median(copies));
      console.log(
        `| ${key} | ${rows} | ${median(copies).toFixed(1)} | ${ms.toFixed(0)} | ${(ms / median(copies)).toFixed(0)} | ${bytes} |`,
      );
    }
    console.log(
      `\nStatements: median ${median(statementMs).toFixed(0)} ms, slowest ${Math.max(...statementMs).toFixed(0)} ms (goal ≤ 1,000 ms each); × COPY median ${median(statementRatios).toFixed(0)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
    await app.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
