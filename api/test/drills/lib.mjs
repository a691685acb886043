// The durability drills' common parts (issue 36): a throwaway PostgreSQL cluster of PostgreSQL's own
// binaries in a temp folder, the API started on it as a real process, and money writes (deposit
// requests with an Idempotency-Key each) whose acknowledged answers are counted and looked for.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const JWT_SECRET = 'drill-only-not-a-secret-0123456789-abcdefghijklmnop';

/** PostgreSQL's binaries: $PGBIN, else the newest /usr/lib/postgresql/N/bin. */
export function pgBin(name) {
  const dir =
    process.env.PGBIN ||
    readdirSync('/usr/lib/postgresql')
      .sort((a, b) => Number(a) - Number(b))
      .map((v) => `/usr/lib/postgresql/${v}/bin`)
      .filter((d) => existsSync(path.join(d, 'initdb')))
      .pop();
  if (!dir) throw new Error('no PostgreSQL binaries: install postgresql or set PGBIN');
  return path.join(dir, name);
}

const asRoot = process.getuid?.() === 0;
const quote = (s) => `'${String(s).replaceAll("'", "'\\''")}'`;

/** Runs a PostgreSQL tool; as root, as the user postgres (initdb and postgres refuse root). */
export function runPg(file, args, { timeout = 120_000 } = {}) {
  if (!asRoot)
    return execFileSync(file, args, { encoding: 'utf8', timeout, stdio: ['ignore', 'pipe', 'pipe'] });
  const line = [file, ...args].map(quote).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', line], {
    encoding: 'utf8',
    timeout,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A folder the postgres user owns (when run as root). */
export function ownedDir(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  return dir;
}

/** Writes a file the postgres user can read. */
export function ownedFile(file, text, mode = 0o600) {
  writeFileSync(file, text, { mode });
  if (asRoot) chownSync(file, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * One PostgreSQL cluster in `dir/data` on `port`, trust authentication on 127.0.0.1 and a socket
 * in `dir`. `settings`: more `-c` options.
 */
export function cluster(dir, port, settings = {}) {
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'log');
  const options = () =>
    [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      ...Object.entries(settings).map(([k, v]) => `-c ${k}=${quote(v)}`),
    ].join(' ');
  const self = {
    data,
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    init() {
      ownedDir(dir);
      runPg(pgBin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
      return self;
    },
    start() {
      runPg(pgBin('pg_ctl'), ['-D', data, '-o', options(), '-l', log, '-w', '-t', '120', 'start']);
      return self;
    },
    stop(mode = 'fast') {
      runPg(pgBin('pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop']);
      return self;
    },
    /** Stops at once whatever state it is in; never throws (cleanup). */
    kill() {
      try {
        runPg(pgBin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { timeout: 30_000 });
      } catch {}
    },
  };
  return self;
}

/** One statement on a fresh connection. */
export async function sql(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Starts `src/server.ts` on `databaseUrl` on a free port (demo data seeded, so `player` exists);
 * resolves once it listens. `exited` is set when the process ends; `kill()` ends tsx and the server.
 */
export function startApi(databaseUrl, env = {}) {
  const child = spawn(path.join(API_DIR, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_USERNAME: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own: tsx runs the server in a child process, which a signal to tsx alone
    // left running (two such servers were found alive after a whole CI run).
    detached: true,
  });
  const api = {
    child,
    url: '',
    exited: undefined,
    tail: [],
    /** Signals tsx and the server it started (the whole group). */
    kill(signal) {
      try {
        process.kill(-child.pid, signal);
      } catch {}
    },
  };
  const keep = (chunk) => {
    api.tail.push(chunk.toString());
    if (api.tail.length > 40) api.tail.shift();
  };
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    api.exited = { code, signal };
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      keep(chunk);
      if (api.url) return;
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        api.url = match[1];
        resolve(api);
      }
    };
    child.stdout.on('data', onData);
    child.on('exit', () => {
      if (!api.url) reject(new Error(`the API did not start:\n${api.tail.join('')}`));
    });
  });
}

/** Stops an API process (SIGTERM, then SIGKILL after 10 s). */
export async function stopApi(api) {
  if (!api || api.exited) return;
  const done = new Promise((resolve) => api.child.once('exit', resolve));
  api.kill('SIGTERM');
  const timer = setTimeout(() => api.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}

/** The demo player's token and the id of their account in room 23. */
export async function player(api, databaseUrl) {
  const res = await fetch(`${api.url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'player', password: 'demo-password' }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  const { access } = await res.json();
  const [account] = await sql(
    databaseUrl,
    `SELECT ar.id FROM account_records ar JOIN users u ON u.id = ar.user_id
     WHERE u.username = 'player' AND ar.room_id = 23`,
  );
  return { access, account: account.id };
}

/**
 * Money writes under load: `workers` loops, each posting deposit requests with a new
 * Idempotency-Key (and the key in the comment, to find the row); a 503 or a refused connection is
 * retried with the same key, as a client does. Each acknowledged answer (2xx) is kept with its id.
 * `stop()` ends the loops and resolves with the tally.
 */
export function moneyLoad({ apis, access, account, workers = 6, tag = 'drill' }) {
  const tally = {
    acknowledged: new Map(), // key → { id, amount }
    unavailable: 0,
    refusedConnections: 0,
    otherErrors: [], // status and body of anything else
    acks: [], // [when the request was sent, when its acknowledgement came]
    /** When the first acknowledgement of a request sent at or after `t` came (undefined: none yet). */
    firstOkAfter: (t) => {
      const times = tally.acks.filter(([sent]) => sent >= t).map(([, at]) => at);
      return times.length ? Math.min(...times) : undefined;
    },
  };
  let running = true;
  let n = 0;
  const post = async (base, key, amount) => {
    try {
      const res = await fetch(`${base}/api/accounting/depositrequests/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${access}`,
          'idempotency-key': key,
        },
        body: JSON.stringify({ account_record: account, amount, comment: key }),
        signal: AbortSignal.timeout(30_000),
      });
      return { status: res.status, body: await res.text() };
    } catch (error) {
      return { status: 0, body: String(error?.cause?.code ?? error) };
    }
  };
  const loop = async (w) => {
    while (running) {
      const key = `${tag}-${w}-${n++}`;
      const amount = `${1 + (n % 97)}.${String(n % 100).padStart(2, '0')}`;
      for (let attempt = 0; ; attempt++) {
        const base = apis[(w + attempt) % apis.length]();
        const sent = Date.now();
        const { status, body } = await post(base, key, amount);
        if (status >= 200 && status < 300) {
          tally.acknowledged.set(key, { id: JSON.parse(body).data.id, amount });
          tally.acks.push([sent, Date.now()]);
          break;
        }
        if (status === 503) tally.unavailable++;
        else if (status === 0) tally.refusedConnections++;
        else tally.otherErrors.push(`${status} ${body.slice(0, 200)}`);
        if (status !== 503 && status !== 0) break;
        if (!running && attempt > 200) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const loops = Array.from({ length: workers }, (_, w) => loop(w));
  return {
    tally,
    async stop() {
      running = false;
      await Promise.all(loops);
      return tally;
    },
  };
}

/** Waits until `fn()` is truthy (polling every 100 ms), or throws after `ms` or when `api` ended. */
export async function until(what, ms, fn, api) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (api?.exited)
      throw new Error(`the API process ended (${JSON.stringify(api.exited)}):\n${api.tail.join('')}`);
    if (await fn()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Every acknowledged write is in the database with its amount, and no key was applied twice
 * (one row per key's comment). Returns { lost, doubled, rows }.
 */
export async function findAcknowledged(databaseUrl, tally, tag) {
  const rows = await sql(
    databaseUrl,
    `SELECT comment, count(*)::int AS n, min(id)::int AS id, min(amount)::text AS amount
     FROM deposit_requests WHERE comment LIKE $1 GROUP BY comment`,
    [`${tag}-%`],
  );
  const byKey = new Map(rows.map((r) => [r.comment, r]));
  let lost = 0;
  for (const [key, ack] of tally.acknowledged) {
    const row = byKey.get(key);
    if (!row || row.id !== ack.id || Number(row.amount) !== Number(ack.amount)) lost++;
  }
  const doubled = rows.filter((r) => r.n > 1).length;
  return { lost, doubled, rows: rows.length };
}

/** Fails the drill with a message (exit code 1), after `cleanup`. */
export function bounded(name, ms, body) {
  const cleanups = [];
  const onExit = () => {
    for (const fn of cleanups.reverse()) {
      try {
        fn();
      } catch {}
    }
  };
  const timer = setTimeout(() => {
    console.error(`${name}: FAILED, not finished within ${ms / 1000} s`);
    onExit();
    process.exit(1);
  }, ms);
  timer.unref();
  process.on('SIGINT', () => {
    onExit();
    process.exit(130);
  });
  return body((fn) => cleanups.push(fn)).then(
    (failures) => {
      clearTimeout(timer);
      onExit();
      if (failures.length) {
        console.error(`${name}: FAILED\n  - ${failures.join('\n  - ')}`);
        process.exit(1);
      }
      console.log(`${name}: ok`);
      process.exit(0);
    },
    (error) => {
      clearTimeout(timer);
      console.error(`${name}: FAILED: ${error?.stack ?? error}`);
      onExit();
      process.exit(1);
    },
  );
}

/**
 * Each money table's row count and every account's sums (the SQL of src/db/backup's ledgerSummary,
 * which a restore of the embedded store is checked with).
 */
export async function ledgerSummary(databaseUrl) {
  const [counts] = await sql(
    databaseUrl,
    `SELECT (SELECT count(*) FROM ledger_movements)::int AS ledger_movements,
            (SELECT count(*) FROM deposit_requests)::int AS deposit_requests,
            (SELECT count(*) FROM cash_flows)::int AS cash_flows,
            (SELECT count(*) FROM transfers)::int AS transfers,
            (SELECT count(*) FROM balance_reports)::int AS balance_reports`,
  );
  const rows = await sql(
    databaseUrl,
    `SELECT ar.id,
            (SELECT coalesce(sum(amount), 0)::text FROM ledger_movements WHERE account_record_id = ar.id) AS ledger,
            (SELECT coalesce(sum(amount), 0)::text FROM deposit_requests WHERE account_record_id = ar.id) AS deposits
     FROM account_records ar ORDER BY ar.id`,
  );
  return {
    counts,
    accounts: Object.fromEntries(rows.map((r) => [r.id, { ledger: r.ledger, deposits: r.deposits }])),
  };
}
