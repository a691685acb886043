/**
 * Live events (issue 39): 1,000 open `GET /api/events/` streams on one API process (the real
 * server, `api/src/server.ts` on PGlite in a temp folder, or on the PostgreSQL database
 * BENCH_DATABASE_URL names (empty: the server migrates and seeds it), demo data, request logging
 * off). Measures
 * - fan-out: for each of 20 writes (a cash flow the player reports), the time from sending the
 *   write to each stream's receipt of its event (an upper bound of commit → receipt), p50/p99 over
 *   every receipt and the slowest stream per write;
 * - memory: the API process's RSS before and after the streams opened, per stream;
 * - throughput: requests per second of an ordinary GET (`/api/accounting/accountcards/`, autocannon,
 *   10 connections) without streams, then with the 1,000 open, as a ratio.
 *
 * Run: cd api && npx tsx ../bench/live-events.ts
 * Env: BENCH_STREAMS (1000), BENCH_WRITES (20), BENCH_DURATION (s per GET run, 10), PORT_OFFSET,
 * BENCH_DATABASE_URL (PostgreSQL instead of PGlite).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(__dirname, '..');
const STREAMS = Number(process.env.BENCH_STREAMS || 1000);
const WRITES = Number(process.env.BENCH_WRITES || 20);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const PORT = 8060 + Number(process.env.PORT_OFFSET || 0);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || '';
const BASE = `http://127.0.0.1:${PORT}`;

const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function waitUp(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${BASE}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('API did not start');
}

async function api<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** One stream on its own socket; calls `heard(entityId)` at each change event. */
function openStream(token: string, heard: (id: number) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${BASE}/api/events/`,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const data = /\ndata: (.*)/.exec(block)?.[1];
            if (block.includes('event: change') && data) heard(JSON.parse(data).id);
            cut = buffer.indexOf('\n\n');
          }
        });
        resolve(req);
      },
    );
    req.on('error', reject);
  });
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function getRps(token: string, duration = DURATION): Promise<number> {
  const result = await autocannon({
    url: `${BASE}/api/accounting/accountcards/`,
    connections: 10,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  return result.requests.average;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fund-live-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL,
      // The server refuses to start on PostgreSQL without a secret of its own; the bench's is throwaway.
      JWT_SECRET: process.env.JWT_SECRET || 'live-bench-secret-live-bench-secret-0123456789',
      API_LOG: '0',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    },
    stdio: 'inherit',
  });
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the API exited (${code})`))),
  );
  exited.catch(() => undefined);
  try {
    await Promise.race([waitUp(), exited]);
    const { access } = await api<{ access: string }>('POST', '/api/token/', null, {
      username: 'player',
      password: 'demo-password',
    });
    const accounts = await api<{ data: { id: number }[] }>('GET', '/api/users/accounts/user/', access);
    const account = accounts.data[0]!.id;

    // A first run warms the process (JIT, the database's caches): not counted.
    await getRps(access, 3);
    const rpsWithout = await getRps(access);
    const rssBefore = rssKb(server.pid!);

    // Arrival times per cash flow id: a receipt may come before the write's answer names the id.
    const arrivals = new Map<number, number[]>();
    const streams: http.ClientRequest[] = [];
    for (let i = 0; i < STREAMS; i++) {
      streams.push(
        await openStream(access, (id) => {
          const times = arrivals.get(id) ?? [];
          times.push(performance.now());
          arrivals.set(id, times);
        }),
      );
    }
    const rssAfter = rssKb(server.pid!);

    const all: number[] = [];
    const slowest: number[] = [];
    for (let w = 0; w < WRITES; w++) {
      const sent = performance.now();
      const created = await api<{ data: { id: number } }>('POST', '/api/accounting/cashflow/', access, {
        account_record: account,
        amount: '1.00',
        is_payout: false,
        comment: 'https://prnt.sc/bench',
      });
      const id = created.data.id;
      const started = Date.now();
      while ((arrivals.get(id)?.length ?? 0) < STREAMS && Date.now() - started < 30_000) {
        await new Promise((r) => setTimeout(r, 5));
      }
      const times = (arrivals.get(id) ?? []).map((t) => t - sent);
      if (times.length < STREAMS)
        console.log(`write ${w}: only ${times.length} of ${STREAMS} streams heard it`);
      all.push(...times);
      slowest.push(Math.max(...times));
    }

    const rpsWith = await getRps(access);
    for (const s of streams) s.destroy();

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `store: ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; streams open: ${STREAMS}; writes: ${WRITES}`,
    );
    console.log(
      `fan-out, every receipt: p50 ${ms(quantile(all, 0.5))}, p99 ${ms(quantile(all, 0.99))} (${all.length} receipts)`,
    );
    console.log(
      `fan-out, slowest stream per write: p50 ${ms(quantile(slowest, 0.5))}, p99 ${ms(quantile(slowest, 0.99))}`,
    );
    console.log(
      `API RSS: ${(rssBefore / 1024).toFixed(1)} MB -> ${(rssAfter / 1024).toFixed(1)} MB, ${((rssAfter - rssBefore) / STREAMS).toFixed(1)} KB per stream`,
    );
    console.log(
      `GET accountcards rps: ${rpsWithout.toFixed(0)} without, ${rpsWith.toFixed(0)} with ${STREAMS} streams: ratio ${(rpsWith / rpsWithout).toFixed(2)}`,
    );
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
