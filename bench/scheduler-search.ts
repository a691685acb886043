/**
 * Search latency of POST /api/scheduler/tournaments/search/ over the seeded demo week
 * (21,005 tournament-days), through the whole route (auth hook, validation, SQL, JSON). Since issue
 * 43 (migration 155) a search answers its first page (100 rows): the 'rows' column shows it.
 *
 *   cd api && npx tsx ../bench/scheduler-search.ts                 # PGlite in memory
 *   cd api && DATABASE_URL=postgres://… npx tsx ../bench/scheduler-search.ts   # PostgreSQL (empty database)
 */
import { buildApp } from '../api/src/app';
import { EMPTY_FILTERS } from '../remote-scheduler/src/features/tournaments/lib/filters';

const JWT = 'bench-secret-bench-secret-bench-secret-0123456789';

const pad = (n: number) => String(n).padStart(2, '0');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The UI's default window (12 h) starting at every 50th minute of the week: midnight and Sunday wraps included. */
function twelveHourWindows(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const start = (i * 50 * 7 + 13) % 10080;
    const end = (start + 720) % 10080;
    return {
      startDay: Math.floor(start / 1440),
      startTime: `${pad(Math.floor((start % 1440) / 60))}:${pad(start % 60)}`,
      endDay: Math.floor(end / 1440),
      endTime: `${pad(Math.floor((end % 1440) / 60))}:${pad(end % 60)}`,
      utcOffset: 180,
    };
  });
}

async function main() {
  const app = await buildApp({ jwtSecret: JWT, seed: true, databaseUrl: process.env.DATABASE_URL });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: 'player', password: 'demo-password' },
  });
  const headers = { authorization: `Bearer ${login.json().access}` };
  const run = async (label: string, bodies: object[], rounds: number) => {
    const times: number[] = [];
    let rows = 0;
    for (let r = 0; r < rounds; r++) {
      for (const body of bodies) {
        const t0 = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: '/api/scheduler/tournaments/search/',
          headers,
          payload: body,
        });
        times.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
        rows += res.json().data.items.length;
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${label} | ${times.length} | ${Math.round(rows / times.length)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
    );
  };
  const windows = twelveHourWindows(100).map((w) => ({ ...w, filters: EMPTY_FILTERS }));
  // Warm-up: plan caches and JIT.
  await run('warm-up', windows.slice(0, 10), 1);
  console.log(`\n${app.db.kind}, ${new Date().toISOString()}\n`);
  console.log('| search | requests | rows per answer | p50, ms | p95, ms |\n| --- | --- | --- | --- | --- |');
  await run('12 h window, no filters', windows, 2);
  await run(
    '12 h window, two networks, Regular, Best+Good',
    windows.map((w) => ({
      ...w,
      filters: { ...EMPTY_FILTERS, networks: [1, 2], types: ['regular'], ratings: [2, 1] },
    })),
    2,
  );
  await run(
    '12 h window, buy-in $5-$55',
    windows.map((w) => ({ ...w, filters: { ...EMPTY_FILTERS, buyin_min: 5, buyin_max: 55 } })),
    2,
  );
  await run(
    'whole week, no filters',
    [{ filters: EMPTY_FILTERS, startDay: 0, startTime: '00:00', endDay: 6, endTime: '23:59' }],
    20,
  );
  await app.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
