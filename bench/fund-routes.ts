/**
 * Lists at fund scale over HTTP with autocannon (20 connections), each run between two runs of the
 * floor (bench/api-http/floor-server.mjs: a bare indexed 20-row read on the same store). Groups:
 * - `backoffice` (issue 43 items 2, 4, 5; docs/backoffice.md "At fund scale"): the menu badge's
 *   counts, the pending deposit requests' page 1, middle and last page (20 rows), the pending cash
 *   flows' page 1, the transfers' page 1 and 100 (all statuses) and the audit log's page 1 (as admin);
 * - `audit` (issue 43 item 2, migration 152): the audit log's page 1 and 100, filtered by an action,
 *   by the last 30 days and by one cash flow (as admin; the generator audits each decided cash flow);
 * - `video` (issue 43 item 2): the gallery's page 1, page 50 and last page of 25, and a title search
 *   (as the demo player);
 * - `curator` (issue 43 item 2): the demo curator's students (the generator links every player to
 *   that curator), the picker's page 1, middle and last page of 50 (by cursor) and a name search;
 * - `homework` (issue 43 item 2): the demo curator's homework list for 100 students, page 1, the
 *   middle and the last page of 10 by number, the last by cursor, and «Все» (as the curator);
 * - `scheduler` (issue 43): the search's default 12-hour window, with no filter (page 1 of 100, and
 *   page 11 by the cursor of page 10's last row) and with two filters (as the player).
 *
 * The store is one bench/fund-data.ts filled (the API migrates it at start, so a database filled
 * before a migration is measured before it, then after):
 *   cd api && npx tsx ../bench/fund-data.ts --scale 0.1 --database-url postgres://…/fund_mid
 *   cd api && npx tsx ../bench/fund-routes.ts --database-url postgres://…/fund_mid [--group video]
 *   cd api && npx tsx ../bench/fund-routes.ts --data-dir /tmp/fund-mid   # PGlite (a copy serves the floor)
 * Env: BENCH_DURATION (s per run, default 10), PORT_OFFSET (API on 8000+offset+60, floor on +61).
 * The API runs from source (tsx), as `pnpm start` does.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDb } from '../api/src/db';
import { EMPTY_FILTERS } from '../remote-scheduler/src/features/tournaments/lib/filters';
import { signIn } from './sign-in';

const root = path.resolve(__dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = 20;
const OFFSET = Number(process.env.PORT_OFFSET || 0);
const API_PORT = 8060 + OFFSET;
const FLOOR_PORT = 8061 + OFFSET;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const PER_PAGE = 20;
const VIDEO_PAGE = 25;
/** The student picker's page (remote-curator/src/features/students/api/students.ts). */
const STUDENTS_PAGE = 50;
/** The homework list's default page size (spec 02 §9). */
const HOMEWORK_PAGE = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(300);
  }
  throw new Error(`${url} did not answer`);
}

function start(args: string[], env: Record<string, string>, log: string, cwd = root) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const out = openSync(log, 'a');
  return spawn(process.execPath, args, { cwd, env: { ...inherited, ...env }, stdio: ['ignore', out, out] });
}

async function stop(child: ReturnType<typeof spawn>) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A process's resident memory from /proc (Linux), in MB: now (`VmRSS`) and its peak so far (`VmHWM`). */
function memoryOf(pid: number | undefined): { rss: number; peak: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) =>
      Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}

async function run(url: string, token?: string, body?: object) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { method: 'POST' as const, body: JSON.stringify(body) } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

interface Answer {
  count?: number;
  data: unknown;
}
type Get = (url: string) => Promise<Answer>;
/** A POST's answer (the scheduler's search). */
type Post = (url: string, body: object) => Promise<Answer>;
interface Route {
  label: string;
  url: string;
  token: string;
  /** A POST's JSON body (the scheduler's search); GET without. */
  body?: object;
}
/** label, URL, and a POST's body. */
type Request = [string, string, object?];
/** A search row's cursor fields. */
type Row = { day_number: number; id: number };

/** Each group: who signs in, and its requests (label, URL), read from the store's own figures. */
const GROUPS = {
  backoffice: {
    user: 'admin',
    list: async (get: Get): Promise<Request[]> => {
      const counts = (await get('/api/backoffice/counts/')).data as { deposit_requests: number };
      console.log(`${counts.deposit_requests} pending deposit requests`);
      const pages = Math.max(1, Math.ceil(counts.deposit_requests / PER_PAGE));
      const deposits = (page: number) =>
        `/api/backoffice/deposit-requests/?status=pending&page=${page}&per_page=${PER_PAGE}`;
      return [
        ['counts (menu badge)', '/api/backoffice/counts/'],
        ['pending deposit requests, page 1', deposits(1)],
        [`pending deposit requests, page ${Math.ceil(pages / 2)} (middle)`, deposits(Math.ceil(pages / 2))],
        [`pending deposit requests, page ${pages} (last)`, deposits(pages)],
        [
          'pending cash flows, page 1',
          `/api/backoffice/cash-flows/?status=pending&page=1&per_page=${PER_PAGE}`,
        ],
        // The transfers list and the audit log (issue 43: idPage, the transfers' counters).
        ['transfers, all statuses, page 1', `/api/backoffice/transfers/?page=1&per_page=${PER_PAGE}`],
        ['transfers, all statuses, page 100', `/api/backoffice/transfers/?page=100&per_page=${PER_PAGE}`],
        ['audit log, page 1', `/api/backoffice/audit/?page=1&per_page=${PER_PAGE}`],
      ];
    },
  },
  audit: {
    user: 'admin',
    list: async (get: Get): Promise<Request[]> => {
      const audit = (query: string) => `/api/backoffice/audit/?${query}per_page=${PER_PAGE}`;
      const count = (await get(audit(''))).count ?? 0;
      console.log(`${count} audit rows`);
      const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      return [
        ['audit log, page 1', audit('page=1&')],
        ['audit log, page 100', audit('page=100&')],
        ['audit log, one action, page 1', audit('action=cash_flow.reject&')],
        ['audit log, last 30 days, page 1', audit(`date_from=${since}&`)],
        ['audit log, one cash flow', audit('entity=cash_flow&entity_id=1000&')],
      ];
    },
  },
  video: {
    user: 'player',
    list: async (get: Get): Promise<Request[]> => {
      const videos = (page: number) =>
        `/api/videogallery/videos/?offset=${(page - 1) * VIDEO_PAGE}&limit=${VIDEO_PAGE}`;
      const count = (await get(videos(1))).count ?? 0;
      console.log(`${count} videos`);
      const pages = Math.max(1, Math.ceil(count / VIDEO_PAGE));
      return [
        [`video gallery, page 1 of ${VIDEO_PAGE}`, videos(1)],
        [`video gallery, page ${Math.min(50, pages)}`, videos(Math.min(50, pages))],
        [`video gallery, page ${pages} (last)`, videos(pages)],
        ['video gallery, title search', `/api/videogallery/videos/?title=video%201&limit=${VIDEO_PAGE}`],
      ];
    },
  },
  curator: {
    user: 'curator',
    list: async (get: Get): Promise<Request[]> => {
      // The picker's pages (issue 43): by username, STUDENTS_PAGE a page, the next after the
      // keyset cursor `<username>|<id>` of the page before's last row.
      const students = (after = '', limit = STUDENTS_PAGE) =>
        `/api/curators/students/?limit=${limit}${after && `&after=${encodeURIComponent(after)}`}`;
      const count = (await get(students())).count ?? 0;
      console.log(`${count} students of the demo curator`);
      // The cursor of the middle and of the last page: walked 100 rows a request.
      const cursors: string[] = [];
      for (let after = ''; ; ) {
        const rows = (await get(students(after, 100))).data as { id: number; username: string }[];
        for (const row of rows) cursors.push(`${row.username}|${row.id}`);
        const last = rows.at(-1);
        if (rows.length < 100 || !last) break;
        after = `${last.username}|${last.id}`;
      }
      const pages = Math.max(1, Math.ceil(count / STUDENTS_PAGE));
      const pageAfter = (page: number) => students(cursors[(page - 1) * STUDENTS_PAGE - 1] ?? '');
      return [
        [`curator's students, page 1 of ${STUDENTS_PAGE}`, students()],
        [
          `curator's students, page ${Math.ceil(pages / 2)} (middle, cursor)`,
          pageAfter(Math.ceil(pages / 2)),
        ],
        [`curator's students, page ${pages} (last, cursor)`, pageAfter(pages)],
        ["curator's students, name search «fund0001»", `${students()}&search=fund0001`],
      ];
    },
  },
  homework: {
    user: 'curator',
    list: async (get: Get): Promise<Request[]> => {
      // The curator's homework list (issue 43) for the first 100 students of the picker (a query
      // names at most 100): pages of HOMEWORK_PAGE by number (the pager's jump), the page after the
      // one before the last by its cursor (the pager's next), and «Все».
      const students = (await get('/api/curators/students/?limit=100')).data as { id: number }[];
      const list = `/api/homework/?players=${students.map((s) => s.id).join(',')}&filter=all`;
      const page = async (n: number) =>
        (await get(`${list}&per_page=${HOMEWORK_PAGE}&page=${n}`)).data as {
          count: number;
          data: { id: number; deadline: string }[];
        };
      const { count } = await page(1);
      const pages = Math.max(1, Math.ceil(count / HOMEWORK_PAGE));
      console.log(`${count} tasks of ${students.length} students`);
      const before = (await page(Math.max(1, pages - 1))).data.at(-1);
      const after = before ? `&after=${encodeURIComponent(`${before.deadline}|${before.id}`)}` : '';
      return [
        [`homework, page 1 of ${HOMEWORK_PAGE}`, `${list}&per_page=${HOMEWORK_PAGE}`],
        [
          `homework, page ${Math.ceil(pages / 2)} (middle)`,
          `${list}&per_page=${HOMEWORK_PAGE}&page=${Math.ceil(pages / 2)}`,
        ],
        [`homework, page ${pages} (last)`, `${list}&per_page=${HOMEWORK_PAGE}&page=${pages}`],
        [`homework, page ${pages} (last, cursor)`, `${list}&per_page=${HOMEWORK_PAGE}&page=${pages}${after}`],
        ['homework, «Все»', `${list}&per_page=all`],
      ];
    },
  },
  scheduler: {
    user: 'player',
    list: async (_get: Get, post: Post): Promise<Request[]> => {
      // The UI's default: a 12-hour window from Monday 18:00 (Moscow), no filter, and with two filters;
      // pages of 100 (the screen's, issue 43), the 11th after the 10th's last row (`<day_number>|<id>`).
      const window = { startDay: 0, startTime: '18:00', endDay: 1, endTime: '06:00', utcOffset: 180 };
      const search = '/api/scheduler/tournaments/search/';
      const all = { ...window, filters: EMPTY_FILTERS };
      let after = '';
      for (let page = 1; page <= 10; page++) {
        const items = ((await post(`${search}?limit=100${after}`, all)).data as { items: Row[] }).items;
        const last = items.at(-1);
        if (!last) break;
        after = `&after=${encodeURIComponent(`${last.day_number}|${last.id}`)}`;
      }
      return [
        ['scheduler, 12 h window, no filter, page 1', `${search}?limit=100`, all],
        ['scheduler, 12 h window, no filter, page 11 (cursor)', `${search}?limit=100${after}`, all],
        [
          'scheduler, 12 h window, two networks, Regular, Best+Good',
          `${search}?limit=100`,
          { ...window, filters: { ...EMPTY_FILTERS, networks: [1, 2], types: ['regular'], ratings: [2, 1] } },
        ],
      ];
    },
  },
};

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      group: { type: 'string', default: 'all' },
    },
  });
  const groups = values.group === 'all' ? Object.keys(GROUPS) : [values.group!];
  for (const group of groups) if (!(group in GROUPS)) throw new Error(`--group: ${Object.keys(GROUPS)}`);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-fund-routes-'));
  const databaseUrl = values['database-url'];
  const dataDir = values['data-dir'] && path.resolve(values['data-dir']);
  if (!databaseUrl && !dataDir) throw new Error('--database-url or --data-dir');
  const db = await openDb({ databaseUrl, dataDir });
  const account = await db.one<{ id: number }>(
    'SELECT account_record_id AS id FROM balance_reports GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
  );
  await db.close();
  // As in production, without request logging; one login for the whole run.
  const apiEnv: Record<string, string> = Object.fromEntries(
    `PORT=${API_PORT} HOST=127.0.0.1 NODE_ENV=production JWT_SECRET=${JWT_SECRET} API_LOG=0 TRUST_PROXY= ACCESS_TOKEN_TTL_SECONDS=86400`
      .split(' ')
      .map((pair) => pair.split('=')),
  );
  const floorEnv: Record<string, string> = { PORT: String(FLOOR_PORT), FLOOR_ACCOUNT: String(account!.id) };
  if (databaseUrl) {
    apiEnv.DATABASE_URL = databaseUrl;
    floorEnv.DATABASE_URL = databaseUrl;
  } else {
    apiEnv.DATA_DIR = dataDir!;
    floorEnv.DATA_DIR = path.join(tmp, 'pglite-floor');
    cpSync(dataDir!, floorEnv.DATA_DIR, { recursive: true });
  }
  const api = start(
    ['--import', 'tsx', 'src/server.ts'],
    apiEnv,
    path.join(tmp, 'api.log'),
    path.join(root, 'api'),
  );
  const floor = start(['bench/api-http/floor-server.mjs'], floorEnv, path.join(tmp, 'floor.log'));
  try {
    const base = `http://127.0.0.1:${API_PORT}`;
    await waitFor(`${base}/api/health`);
    await waitFor(`http://127.0.0.1:${FLOOR_PORT}/floor`);
    const routes: Route[] = [];
    const tokens: Record<string, string> = {};
    for (const group of groups) {
      const { user, list } = GROUPS[group as keyof typeof GROUPS];
      // One sign-in per user (a staff member's code is accepted once per 30 s step).
      tokens[user] ??= await signIn(base, user);
      const token = tokens[user];
      const get = async (url: string) => {
        const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return res.json() as Promise<Answer>;
      };
      const post = async (url: string, body: object) => {
        const res = await fetch(`${base}${url}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return res.json() as Promise<Answer>;
      };
      for (const [label, url, body] of await list(get, post)) routes.push({ label, url, token, body });
    }
    const floorUrl = `http://127.0.0.1:${FLOOR_PORT}/floor`;
    await autocannon({ url: floorUrl, connections: 10, duration: 1 });
    await autocannon({
      url: `${base}${routes[0]!.url}`,
      connections: 10,
      duration: 1,
      headers: { authorization: `Bearer ${routes[0]!.token}` },
    });
    const load = os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
    console.log(`\n${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${new Date().toISOString()}, load ${load}`);
    console.log(`${groups.join(', ')}: ${CONNECTIONS} connections, ${DURATION} s\n`);
    console.log(
      '| request | rps | × floor | p50, ms | p99, ms | floor rps | errors |\n| --- | --- | --- | --- | --- | --- | --- |',
    );
    const atStart = memoryOf(api.pid);
    let before = await run(floorUrl);
    for (const { label, url, token, body } of routes) {
      const result = await run(`${base}${url}`, token, body);
      const after = await run(floorUrl);
      const floorRps = (before.rps + after.rps) / 2;
      console.log(
        `| ${label} | ${result.rps.toFixed(0)} | ${(result.rps / floorRps).toFixed(2)} | ${result.p50} | ${result.p99} | ${floorRps.toFixed(0)} | ${result.errors} |`,
      );
      before = after;
    }
    // Issue 43 item 3: the API's peak resident memory under the bench (goal ≤ 400 MB at the full size).
    const atEnd = memoryOf(api.pid);
    if (atStart && atEnd)
      console.log(
        `API memory: ${atStart.rss} MB before the runs, peak ${atEnd.peak} MB (VmHWM), ${atEnd.rss} MB after`,
      );
    console.log(
      `load after: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}`,
    );
  } finally {
    await stop(api);
    await stop(floor);
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
