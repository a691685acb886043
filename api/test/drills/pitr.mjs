// The PostgreSQL restore drill (issue 36 item 3), bounded to 5 minutes; `.ci/run` runs it, exit code 1
// fails CI. pgBackRest (Debian's package) on a throwaway cluster: WAL archived continuously into a
// repository (a local folder here; the bucket in docker-compose's `backup` profile), a full base
// backup, money writes through the API, the moment T noted (load paused: the ledger summary at T is
// exact), more writes, then a point-in-time restore to T into a fresh cluster. Holds: the restored
// ledger equals the source at T (each money table's row count, every account's sums), every write
// acknowledged before T is there and none acknowledged after. Prints the figures.
//   node api/test/drills/pitr.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bounded,
  cluster,
  findAcknowledged,
  freePort,
  ledgerSummary,
  moneyLoad,
  ownedDir,
  ownedFile,
  player,
  runPg,
  sql,
  startApi,
  stopApi,
  until,
} from './lib.mjs';

const STANZA = 'fund';

bounded('restore drill (pgBackRest, point in time)', 300_000, async (onCleanup) => {
  const pgbackrest = execFileSync('sh', ['-c', 'command -v pgbackrest'], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fund-drill-pitr-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  ownedDir(dir);
  const config = path.join(dir, 'pgbackrest.conf');
  const source = cluster(path.join(dir, 'source'), await freePort(), {
    fsync: 'off',
    wal_level: 'replica',
    archive_mode: 'on',
    archive_command: `${pgbackrest} --config=${config} --stanza=${STANZA} archive-push %p`,
    archive_timeout: '60',
  });
  for (const sub of ['repo', 'log', 'lock', 'spool']) ownedDir(path.join(dir, sub));
  ownedFile(
    config,
    [
      '[global]',
      `repo1-path=${dir}/repo`,
      'repo1-retention-full=2',
      `log-path=${dir}/log`,
      `lock-path=${dir}/lock`,
      `spool-path=${dir}/spool`,
      'start-fast=y',
      'log-level-console=warn',
      'compress-type=gz',
      'compress-level=1',
      `[${STANZA}]`,
      `pg1-path=${source.data}`,
      `pg1-port=${source.port}`,
      `pg1-socket-path=${dir}/source`,
      'pg1-user=postgres',
      '',
    ].join('\n'),
  );
  const backrest = (...args) => runPg(pgbackrest, [`--config=${config}`, `--stanza=${STANZA}`, ...args]);

  source.init().start();
  onCleanup(() => source.kill());
  await sql(source.url(), 'CREATE DATABASE fund');
  const databaseUrl = source.url('fund');
  const api = await startApi(databaseUrl);
  onCleanup(() => api.kill('SIGKILL'));
  const { access, account } = await player(api, databaseUrl);

  const started = Date.now();
  backrest('stanza-create');
  backrest('check');
  backrest('--type=full', 'backup');
  const backupSeconds = (Date.now() - started) / 1000;
  // The restore names this backup (--set): pgBackRest picks a set for a time target only when its
  // recorded stop time (whole seconds) is strictly before the target, which a T in the same second
  // as the backup's end is not ("unable to find backup set with stop time less than", seen in CI).
  const [{ backup: sets }] = JSON.parse(backrest('info', '--output=json'));
  const label = sets.at(-1).label;

  // Writes after the backup (they come back from the archived WAL), then the moment T.
  const before = moneyLoad({ apis: [() => api.url], access, account, workers: 4, tag: 'pitr-before' });
  await until('writes after the backup', 60_000, async () => before.tally.acknowledged.size >= 40, api);
  await before.stop();
  const atT = await ledgerSummary(databaseUrl);
  const [{ t }] = await sql(
    databaseUrl,
    `SELECT to_char(clock_timestamp(), 'YYYY-MM-DD HH24:MI:SS.US+00') AS t`,
  );
  // More writes after T: they must not be in the restored cluster.
  const after = moneyLoad({ apis: [() => api.url], access, account, workers: 4, tag: 'pitr-after' });
  await until('writes after T', 60_000, async () => after.tally.acknowledged.size >= 40, api);
  await after.stop();
  await stopApi(api);
  // Switches the WAL segment and waits until it is archived: everything up to now is in the repo.
  backrest('check');
  const info = backrest('info');

  const target = cluster(path.join(dir, 'restored'), await freePort());
  ownedDir(path.join(dir, 'restored'));
  const restoreStarted = Date.now();
  backrest(
    `--pg1-path=${target.data}`,
    '--type=time',
    `--set=${label}`,
    `--target=${t}`,
    '--target-action=promote',
    '--archive-mode=off',
    'restore',
  );
  target.start();
  onCleanup(() => target.kill());
  const restoredUrl = target.url('fund');
  await until('the end of recovery', 120_000, async () => {
    const [{ recovering }] = await sql(restoredUrl, 'SELECT pg_is_in_recovery() AS recovering');
    return !recovering;
  });
  const restoreSeconds = (Date.now() - restoreStarted) / 1000;

  const failures = [];
  const restored = await ledgerSummary(restoredUrl);
  if (JSON.stringify(restored) !== JSON.stringify(atT)) {
    failures.push(`the restored ledger differs from the source at T:\n${JSON.stringify({ atT, restored })}`);
  }
  const final = await ledgerSummary(databaseUrl);
  if (final.counts.deposit_requests - atT.counts.deposit_requests !== after.tally.acknowledged.size) {
    failures.push('the source lacks writes acknowledged after T');
  }
  const kept = await findAcknowledged(restoredUrl, before.tally, 'pitr-before');
  if (kept.lost || kept.doubled) failures.push(`before T: ${kept.lost} lost, ${kept.doubled} applied twice`);
  const leaked = await findAcknowledged(restoredUrl, after.tally, 'pitr-after');
  if (leaked.rows) failures.push(`${leaked.rows} writes acknowledged after T are in the restored cluster`);
  if (!/full backup/.test(info)) failures.push(`pgbackrest info shows no full backup:\n${info}`);

  console.log(
    `restore drill: full backup ${backupSeconds.toFixed(1)} s; acknowledged before T ${before.tally.acknowledged.size} ` +
      `(after the backup, from archived WAL), lost ${kept.lost}; after T ${after.tally.acknowledged.size}, ` +
      `restored ${leaked.rows}; restore to T and recovery ${restoreSeconds.toFixed(1)} s; ` +
      `ledger at T: ${JSON.stringify(atT.counts)}, ${Object.keys(atT.accounts).length} accounts, equal: ${failures.length === 0}`,
  );
  return failures;
});
