/**
 * The home dashboard's API calls under load: 50 concurrent clients per endpoint through
 * app.inject (auth hook, SQL, JSON), demo player token. Prints requests/s, p50 and p99.
 * Run: cd api && npx tsx ../bench/accounting.ts   (DATABASE_URL=postgres://… for PostgreSQL)
 */
import { buildApp } from '../api/src/app';

const ENDPOINTS = [
  '/api/accounting/accountcards/',
  '/api/accounting/reports/personalfundssum/',
  '/api/accounting/reports/contractresult/',
  '/api/accounting/reports/bundleresult/',
  '/api/contracts/user/last/',
  '/api/accounting/transfersv2/',
  '/api/accounting/cashflow/?limit=10&offset=0',
  '/api/accounting/depositrequests/',
  '/api/accounting/depositrequests/tableau/',
  '/api/accounting/playerfundflow/',
  '/api/users/current/payout/',
  '/api/shark/stats/30days/',
  '/api/accounting/bonus/',
  '/api/accounting/deductibles/categories/',
  '/api/shark/playergroup/totalentries/contract/',
];
const CONNECTIONS = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS || 500);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function main() {
  const app = await buildApp({
    seed: true,
    databaseUrl: process.env.DATABASE_URL,
    jwtSecret: 'b'.repeat(40),
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: 'player', password: 'demo-password' },
  });
  const headers = { authorization: `Bearer ${login.json().access}` };
  console.log('| endpoint | requests/s | p50, ms | p99, ms |\n| --- | --- | --- | --- |');
  for (const url of ENDPOINTS) {
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next++ < REQUESTS) {
          const t0 = performance.now();
          const res = await app.inject({ method: 'GET', url, headers });
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `| \`${url}\` | ${(latencies.length / seconds).toFixed(0)} | ${pct(latencies, 50).toFixed(1)} | ${pct(latencies, 99).toFixed(1)} |`,
    );
  }
  await app.close();
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
