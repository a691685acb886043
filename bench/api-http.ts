/**
 * API throughput over HTTP (issue 11): the real API (compiled, `node api/dist/server.js`, request
 * logging on as in production) beside a floor server (bench/api-http/floor-server.mjs: one indexed
 * 20-row read, no auth), both loaded by autocannon with 50 connections in the same run, floor runs
 * interleaved between the API runs. Every GET of the start sequence and the player dashboard, as
 * the demo player and as `heavy` (50,000 ledger rows, 2 years of bundles), then the writes
 * (deposit request, hold, confirm). PGlite always; PostgreSQL too when DATABASE_URL names a server
 * (a database `fund_bench_<pid>` is created in it and dropped).
 *
 * Run: cd api && npx tsx ../bench/api-http.ts
 * Env: BENCH_DURATION (s per run, default 8), BENCH_CONNECTIONS (50), BENCH_ONLY (regex on the
 * label), BENCH_STORES (pglite,postgres), BENCH_NO_BUILD=1 (reuse api/dist), BENCH_WRITE_DOC=0
 * (print only), PORT_OFFSET (API on 8000+offset+50, floor on +51), BENCH_PROFILE (a folder: the API
 * process's V8 CPU profile is written there), BENCH_SQL (PostgreSQL: a statement run after the seed,
 * e.g. a trigger switched off, for a what-if; never in the recorded table), BENCH_MECHANISMS=1 (issue 45
 * item 6: beside the API as it runs, the same API with one mechanism switched off — STORED_ANSWERS=0,
 * and on PGlite PGLITE_WORKER=0 — each on its own copy of the store and its own port (+2, +3); each
 * GET runs on every variant in turn between two floor runs, and a table on / off is printed).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { migrate } from '../api/src/db';
import { openPglite } from '../api/src/db/pglite';
import { openPostgres } from '../api/src/db/postgres';
import { seedDemo } from '../api/src/db/seed';
import type { Db } from '../api/src/db/types';
import { seedHeavy, seedWriter } from './api-http/seed';
import { signIn } from './sign-in';

const root = path.resolve(__dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const OFFSET = Number(process.env.PORT_OFFSET || 0);
const API_PORT = 8050 + OFFSET;
const FLOOR_PORT = 8051 + OFFSET;
const MECHANISMS = process.env.BENCH_MECHANISMS === '1';
const FLOOR_EVERY = 4;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const WRITE_TRANSFERS = 40_000;

/** The GETs of the start sequence (host) and the player dashboard (the `api/` files of remote-player's dashboard features). */
const START = [
  '/api/web/messages/',
  '/api/users/permissions/',
  '/api/users/info/user/',
  '/api/settings/frontend/',
  '/api/users/current/',
  '/api/users/newplayerformv2/',
  '/api/curators/notifications/?role=player',
  '/api/documents/',
];
const DASHBOARD = [
  '/api/accounting/accountcards/',
  '/api/accounting/reports/personalfundssum/',
  '/api/accounting/playerfundflow/',
  '/api/accounting/reports/contractresult/',
  '/api/accounting/reports/bundleresult/',
  '/api/contracts/user/last/',
  '/api/accounting/transfersv2/',
  '/api/accounting/depositrequests/',
  '/api/accounting/depositrequests/tableau/',
  '/api/users/current/payout/',
  '/api/shark/stats/30days/',
  '/api/accounting/bonus/',
  '/api/shark/playergroup/alltournaments/',
  '/api/accounting/deductibles/categories/',
  '/api/shark/playergroup/totalentries/contract/',
  '/api/shark/playergroup/totalentries/bundle/',
  '/api/accounting/cashflow/?limit=10&offset=0',
  '/api/accounting/personalfunds/max/?acc_record_id={account}',
];

/** The API as it runs, then (BENCH_MECHANISMS=1) with one mechanism off; `port` is past the floor's. */
interface Variant {
  name: string;
  env: Record<string, string>;
  port: number;
}
const VARIANTS: Variant[] = [
  { name: 'on', env: {}, port: API_PORT },
  { name: 'stored answers off', env: { STORED_ANSWERS: '0' }, port: API_PORT + 2 },
  { name: 'worker off', env: { PGLITE_WORKER: '0' }, port: API_PORT + 3 },
];

interface Row {
  store: string;
  who: string;
  label: string;
  variant: string;
  rps: number;
  p99: number;
  floorRps: number;
  floorP99: number;
  errors: number;
}

type Store = 'pglite' | 'postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
}

function serverUrl(database: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(sql: string) {
  const server = await openPostgres(serverUrl('postgres'), 1);
  try {
    await server.query(sql);
  } finally {
    await server.close();
  }
}

interface Seeded {
  floorAccount: number;
  accounts: Record<string, number>;
  transferIds: number[];
  writerAccount: number;
}

async function seed(db: Db): Promise<Seeded> {
  await migrate(db);
  await seedDemo(db);
  const started = Date.now();
  await seedHeavy(db);
  const writer = await seedWriter(db, WRITE_TRANSFERS);
  console.log(`  heavy + writer seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const first = async (username: string) =>
    (await db.one<{ id: number }>(
      `SELECT ar.id FROM account_records ar JOIN users u ON u.id = ar.user_id
        WHERE u.username = $1 AND ar.can_request_deposit ORDER BY ar.id LIMIT 1`,
      [username],
    ))!.id;
  return {
    floorAccount: await first('heavy'),
    accounts: { player: await first('player'), heavy: await first('heavy') },
    transferIds: writer.transferIds,
    writerAccount: await first('writer'),
  };
}

function startProcess(args: string[], env: Record<string, string>, log: string) {
  const out = openSync(log, 'a');
  // The bench's own DATABASE_URL names the server, never the store: each child gets only its own.
  const { DATABASE_URL: _server, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', out, out],
  });
  return child;
}

async function stop(child: ReturnType<typeof spawn>) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Waits until the server has worked off what the last run left queued (PGlite serialises). */
async function drain(url: string) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const started = Date.now();
    await fetch(url).catch(() => sleep(100));
    if (Date.now() - started < 50) return;
  }
}

async function run(opts: autocannon.Options): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  await drain(
    `${new URL(String(opts.url)).origin}${opts.url?.toString().includes('/floor') ? '/floor' : '/api/health'}`,
  );
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

const login = (username: string, port = API_PORT) => signIn(`http://127.0.0.1:${port}`, username);

async function benchStore(store: Store, tmp: string): Promise<Row[]> {
  console.log(`\n== ${store}`);
  const apiEnv: Record<string, string> = {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    JWT_SECRET,
    // One login per user for the whole run (5 min by default would expire mid-run).
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    TRUST_PROXY: '',
  };
  const floorEnv: Record<string, string> = { PORT: String(FLOOR_PORT) };
  const variants = MECHANISMS
    ? VARIANTS.filter((v) => store === 'pglite' || !('PGLITE_WORKER' in v.env))
    : VARIANTS.slice(0, 1);
  const storeEnv: Array<Record<string, string>> = variants.map(() => ({}));
  let seeded: Seeded;
  let dropDb: (() => Promise<void>) | undefined;
  if (store === 'pglite') {
    const dir = path.join(tmp, 'pglite');
    const db = await openPglite({ dataDir: dir });
    seeded = await seed(db);
    await db.close();
    cpSync(dir, path.join(tmp, 'pglite-floor'), { recursive: true });
    // PGlite is one process per folder: each variant past the first reads its own copy.
    storeEnv.forEach((env, i) => {
      env.DATA_DIR = i === 0 ? dir : path.join(tmp, `pglite-${i}`);
      if (i > 0) cpSync(dir, env.DATA_DIR, { recursive: true });
    });
    floorEnv.DATA_DIR = path.join(tmp, 'pglite-floor');
  } else {
    const name = `fund_bench_${process.pid}`;
    await admin(`DROP DATABASE IF EXISTS ${name}`);
    await admin(`CREATE DATABASE ${name}`);
    dropDb = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const db = await openPostgres(serverUrl(name), 2);
    seeded = await seed(db);
    await db.query('ANALYZE');
    // BENCH_SQL: a statement run after the seed, to switch off or replace one part of a write and see
    // what the rest costs (docs/performance.md "What a hold costs, part by part").
    if (process.env.BENCH_SQL) await db.query(process.env.BENCH_SQL);
    await db.close();
    for (const env of storeEnv) env.DATABASE_URL = serverUrl(name);
    floorEnv.DATABASE_URL = serverUrl(name);
  }
  floorEnv.FLOOR_ACCOUNT = String(seeded.floorAccount);
  // BENCH_PROFILE=<dir>: a V8 CPU profile of the API process, written there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const apis = variants.map((v, i) =>
    startProcess(
      [...profile, 'api/dist/server.js'],
      { ...apiEnv, ...storeEnv[i], ...v.env, PORT: String(v.port) },
      path.join(tmp, `api-${store}-${i}.log`),
    ),
  );
  const floor = startProcess(
    ['bench/api-http/floor-server.mjs'],
    floorEnv,
    path.join(tmp, `floor-${store}.log`),
  );
  const rows: Row[] = [];
  try {
    for (const v of variants) await waitFor(`http://127.0.0.1:${v.port}/api/health`);
    await waitFor(`http://127.0.0.1:${FLOOR_PORT}/floor`);
    const floorUrl = `http://127.0.0.1:${FLOOR_PORT}/floor`;
    // Warm-up of both processes (JIT, PGlite caches).
    await autocannon({ url: floorUrl, connections: 10, duration: 1 });
    for (const v of variants) {
      await autocannon({ url: `http://127.0.0.1:${v.port}/api/health`, connections: 10, duration: 1 });
    }

    type Job = { who: string; label: string; variant: string; opts: autocannon.Options };
    const jobs: Job[] = [];
    for (const who of ['player', 'heavy']) {
      const headers = await Promise.all(
        variants.map(async (v) => ({ authorization: `Bearer ${await login(who, v.port)}` })),
      );
      for (const url of [...START, ...DASHBOARD]) {
        const full = url.replace('{account}', String(seeded.accounts[who]));
        variants.forEach((v, i) => {
          jobs.push({
            who,
            label: `GET ${url.replace('={account}', '=…')}`,
            variant: v.name,
            opts: { url: `http://127.0.0.1:${v.port}${full}`, headers: headers[i] },
          });
        });
      }
    }
    const writerHeaders = {
      authorization: `Bearer ${await login('writer')}`,
      'content-type': 'application/json',
    };
    let nextHold = 0;
    let nextConfirm = 0;
    const ids = seeded.transferIds;
    const writes: Job[] = [
      {
        who: 'writer',
        label: 'POST deposit request',
        variant: 'on',
        opts: {
          url: `http://127.0.0.1:${API_PORT}/api/accounting/depositrequests/`,
          method: 'POST',
          headers: writerHeaders,
          body: JSON.stringify({ account_record: seeded.writerAccount, amount: '10.00', comment: '' }),
        },
      },
      {
        who: 'writer',
        label: 'POST hold',
        variant: 'on',
        opts: {
          url: `http://127.0.0.1:${API_PORT}`,
          requests: [
            {
              method: 'POST',
              headers: writerHeaders,
              body: JSON.stringify({ change_balance: false }),
              setupRequest: (req) => ({
                ...req,
                path: `/api/accounting/transfers/holdv2/${ids[nextHold++ % ids.length]}/`,
              }),
            },
          ],
        },
      },
      {
        who: 'writer',
        label: 'POST confirm',
        variant: 'on',
        opts: {
          url: `http://127.0.0.1:${API_PORT}`,
          requests: [
            {
              method: 'POST',
              headers: writerHeaders,
              body: JSON.stringify({
                player_comment: 'https://prnt.sc/bench',
                amount_before_transfer: '1000.00',
                fee: '0',
                fee_percentage: '0',
                change_balance: false,
                screenshot_required: false,
              }),
              setupRequest: (req) => ({
                ...req,
                path: `/api/accounting/transfers/confirmv2/${ids[nextConfirm++ % ids.length]}/`,
              }),
            },
          ],
        },
      },
    ];
    // The mechanisms' variants are measured on reads only.
    if (!MECHANISMS) jobs.push(...writes);
    const selected = jobs.filter((job) => !ONLY || ONLY.test(`${job.who} ${job.label}`));
    // One GET on every variant between the same two floor runs.
    const every = MECHANISMS ? variants.length : FLOOR_EVERY;
    // floor, 4 API runs, floor, …, floor: each API run's ratio is to the mean of its two floors.
    let before = await run({ url: floorUrl });
    console.log(`  floor ${before.rps.toFixed(0)} rps, p99 ${before.p99} ms`);
    for (let i = 0; i < selected.length; i += every) {
      const group = selected.slice(i, i + every);
      const results = [];
      for (const job of group) {
        const r = await run(job.opts);
        results.push({ job, r });
        console.log(
          `  ${job.who} ${job.label}${job.variant === 'on' ? '' : ` (${job.variant})`}: ${r.rps.toFixed(0)} rps, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}`,
        );
      }
      const after = await run({ url: floorUrl });
      console.log(`  floor ${after.rps.toFixed(0)} rps, p99 ${after.p99} ms`);
      for (const { job, r } of results) {
        rows.push({
          store,
          who: job.who,
          label: job.label,
          variant: job.variant,
          rps: r.rps,
          p99: r.p99,
          floorRps: (before.rps + after.rps) / 2,
          floorP99: Math.max(before.p99, after.p99),
          errors: r.errors,
        });
      }
      before = after;
    }
  } finally {
    for (const api of apis) await stop(api);
    await stop(floor);
    await dropDb?.();
  }
  return rows;
}

function table(rows: Row[], store: Store): string {
  const target = store === 'pglite' ? 100 : 50;
  const mechanism = MECHANISMS ? ' mechanisms |' : '';
  const lines = [
    `| who | request |${mechanism} rps | × floor | p99, ms | floor rps | floor p99, ms | ok |`,
    `| --- | --- |${MECHANISMS ? ' --- |' : ''} --- | --- | --- | --- | --- | --- |`,
  ];
  for (const row of rows.filter((r) => r.store === store)) {
    const ratio = row.rps / row.floorRps;
    const write = row.who === 'writer';
    const met = write
      ? ratio >= 0.5 && (store === 'pglite' || row.p99 <= 150)
      : ratio >= 0.8 && row.p99 <= target;
    lines.push(
      `| ${row.who} | \`${row.label}\` |${MECHANISMS ? ` ${row.variant} |` : ''} ${row.rps.toFixed(0)} | ${ratio.toFixed(2)} | ${row.p99} | ${row.floorRps.toFixed(0)} | ${row.floorP99} | ${met && !row.errors ? 'yes' : row.errors ? `${row.errors} errors` : '**no**'} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const stores = (process.env.BENCH_STORES || 'pglite,postgres')
    .split(',')
    .filter((s): s is Store => s === 'pglite' || (s === 'postgres' && !!process.env.DATABASE_URL));
  if (!process.env.BENCH_NO_BUILD) {
    await new Promise<void>((resolve, reject) =>
      spawn(process.execPath, ['api/build.mjs'], { cwd: root, stdio: 'inherit' }).once('exit', (code) =>
        code ? reject(new Error(`api build: ${code}`)) : resolve(),
      ),
    );
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'fund-api-bench-'));
  const rows: Row[] = [];
  const load = os.loadavg()[0]!.toFixed(1);
  try {
    for (const store of stores) rows.push(...(await benchStore(store, tmp)));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const loadAfter = os.loadavg()[0]!.toFixed(1);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const body = [
    `Run ${when} UTC, ${DURATION} s per run, ${CONNECTIONS} connections, ${os.cpus().length} CPUs,`,
    `load average ${load} before / ${loadAfter} after (other jobs on the machine).`,
    ...stores.flatMap((store) => [
      '',
      `**${store === 'pglite' ? 'PGlite' : 'PostgreSQL'}** (target: GET ≥ 0.8 × floor and p99 ≤ ${store === 'pglite' ? 100 : 50} ms; writes ≥ 0.5 × floor${store === 'postgres' ? ', p99 ≤ 150 ms' : ''})`,
      '',
      table(rows, store),
    ]),
  ].join('\n');
  console.log(`\n${body}`);
  if (process.env.BENCH_WRITE_DOC !== '0' && !ONLY && !process.env.BENCH_SQL && !MECHANISMS) {
    const doc = path.join(root, 'docs/performance-api.md');
    const text = readFileSync(doc, 'utf8');
    const start = '<!-- api-bench:start -->';
    const end = '<!-- api-bench:end -->';
    const i = text.indexOf(start);
    const j = text.indexOf(end);
    if (i < 0 || j < 0) throw new Error(`docs/performance-api.md has no ${start} … ${end} section`);
    writeFileSync(doc, `${text.slice(0, i + start.length)}\n${body}\n${text.slice(j)}`);
    // The project's formatter aligns the tables (biome check stays clean).
    spawnSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', doc], { cwd: root });
    console.log('written to docs/performance-api.md');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
