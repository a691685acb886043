// The outage drill (issue 36 item 1), bounded to 4 minutes; `.ci/run` runs it, exit code 1 fails CI.
// The API on a throwaway PostgreSQL cluster of its own, money writes under load (deposit requests,
// an Idempotency-Key each, a 503 retried with the same key); every backend of the API terminated
// 5 times, then the server stopped for 2 s and started again. Holds: the API process stays up, no
// 5xx but 503, answers resume within 2 s of the database being back, every acknowledged write is
// found and none applied twice. Prints acknowledged / lost / refused seconds.
//   node api/test/drills/outage.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bounded,
  cluster,
  findAcknowledged,
  freePort,
  moneyLoad,
  player,
  sql,
  startApi,
  until,
} from './lib.mjs';

const TERMINATIONS = 5;
const DOWN_MS = 2000;
const RESUME_MS = 2000;
const TAG = 'outage';

bounded('outage drill', 240_000, async (onCleanup) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fund-drill-outage-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const pg = cluster(dir, await freePort(), { fsync: 'off', max_connections: 100 })
    .init()
    .start();
  onCleanup(() => pg.kill());
  await sql(pg.url(), 'CREATE DATABASE fund');
  const databaseUrl = pg.url('fund');
  const api = await startApi(databaseUrl);
  onCleanup(() => api.kill('SIGKILL'));
  const { access, account } = await player(api, databaseUrl);
  const status = async (url) =>
    (await fetch(`${api.url}${url}`, { signal: AbortSignal.timeout(10_000) })).status;
  const health = () => status('/api/health');

  const failures = [];
  const load = moneyLoad({ apis: [() => api.url], access, account, workers: 6, tag: TAG });
  const { tally } = load;
  const acknowledgedBy = (n) =>
    until(`${n} acknowledged writes`, 30_000, async () => tally.acknowledged.size >= n, api);
  await acknowledgedBy(20);

  const refused = [];
  /** Seconds from `since` to the first acknowledgement after `from`; a failure beyond `limit` ms. */
  const resumed = async (what, since, from, limit) => {
    await until(`writes after ${what}`, 30_000, async () => tally.firstOkAfter(from) !== undefined, api);
    const resume = tally.firstOkAfter(from) - from;
    if (resume > limit) failures.push(`${what}: first answer ${resume} ms after, over ${limit} ms`);
    refused.push((tally.firstOkAfter(from) - since) / 1000);
  };

  let terminated = 0;
  for (let i = 1; i <= TERMINATIONS; i++) {
    const at = Date.now();
    const [{ n }] = await sql(
      pg.url(),
      `SELECT count(pg_terminate_backend(pid, 5000))::int AS n FROM pg_stat_activity WHERE datname = 'fund'`,
    );
    terminated += n;
    // The server never went away: the next answers come at once on new connections.
    await resumed(`termination ${i}`, at, Date.now(), RESUME_MS);
    await acknowledgedBy(tally.acknowledged.size + 20);
  }

  const down = Date.now();
  pg.stop('fast');
  const healthDown = await health().catch((error) => `no answer (${error.cause?.code ?? error})`);
  if (healthDown !== 503) failures.push(`/api/health with the database stopped: ${healthDown}, not 503`);
  const readyDown = await status('/api/ready').catch((error) => `no answer (${error.cause?.code ?? error})`);
  if (readyDown !== 503) failures.push(`/api/ready with the database stopped: ${readyDown}, not 503`);
  await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
  pg.start();
  await resumed('the restart', down, Date.now(), RESUME_MS);
  await acknowledgedBy(tally.acknowledged.size + 20);
  await load.stop();

  if (api.exited) failures.push(`the API process ended: ${JSON.stringify(api.exited)}\n${api.tail.join('')}`);
  else if ((await health()) !== 200 || (await status('/api/ready')) !== 200) {
    failures.push('/api/health or /api/ready is not 200 after the drill');
  }
  if (tally.otherErrors.length) {
    failures.push(
      `${tally.otherErrors.length} answers neither 2xx nor 503: ${tally.otherErrors.slice(0, 5)}`,
    );
  }
  if (tally.refusedConnections) failures.push(`${tally.refusedConnections} requests without an HTTP answer`);
  const found = await findAcknowledged(databaseUrl, tally, TAG);
  if (found.lost) failures.push(`${found.lost} acknowledged writes lost`);
  if (found.doubled) failures.push(`${found.doubled} writes applied twice`);
  if (found.rows !== tally.acknowledged.size) {
    failures.push(`${found.rows} rows for ${tally.acknowledged.size} acknowledged keys`);
  }
  const seconds = refused.reduce((a, b) => a + b, 0);
  console.log(
    `outage drill: ${TERMINATIONS} terminations (${terminated} backends) + 1 restart (${DOWN_MS / 1000} s down); ` +
      `acknowledged ${tally.acknowledged.size}, lost ${found.lost}, applied twice ${found.doubled}, ` +
      `503 answers ${tally.unavailable}, refused seconds ${seconds.toFixed(2)} ` +
      `(per event: ${refused.map((s) => s.toFixed(2)).join(', ')})`,
  );
  return failures;
});
