// The failover drill (issue 36 item 2), bounded to 6 minutes; `.ci/run` runs it, exit code 1 fails CI.
// pg_auto_failover (Debian's postgresql-15-auto-failover) on this machine: a monitor and two
// PostgreSQL nodes in temp folders, synchronous replication (pg_auto_failover's default with one
// standby). The API on the libpq-style host list `pg_autoctl show uri` gives; money writes under load
// (deposit requests, an Idempotency-Key each, a 503 retried with the same key); then kill -9 of the
// primary node (its keeper and its postgres). Holds: the monitor promotes the standby, the API carries
// on against it without a restart, every acknowledged write is found there (by its id from the 2xx
// answer), none applied twice and no id given to two writes. Prints acknowledged / lost / refused
// seconds, and what synchronous commit costs (pgbench, the same primary, one run each way).
//   node api/test/drills/failover.mjs
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bounded,
  findAcknowledged,
  freePort,
  moneyLoad,
  ownedDir,
  ownedFile,
  pgBin,
  player,
  runPg,
  sql,
  startApi,
  until,
} from './lib.mjs';

const TAG = 'failover';

bounded('failover drill (pg_auto_failover)', 360_000, async (onCleanup) => {
  const autoctl = execFileSync('sh', ['-c', 'command -v pg_autoctl'], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fund-drill-ha-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  ownedDir(dir);
  const env = [
    `PATH=${path.dirname(pgBin('pg_ctl'))}:/usr/bin:/bin`,
    `XDG_CONFIG_HOME=${dir}/config`,
    `XDG_DATA_HOME=${dir}/share`,
  ];
  const autoctlArgs = (...args) => [autoctl, ...args];
  /** `pg_autoctl … --run`: a keeper in a process group of its own (what kill -9 of a node ends). */
  const run = (name, args) => {
    const script = path.join(dir, `${name}.sh`);
    ownedFile(script, `#!/bin/sh\nexport ${env.join(' ')}\nexec ${autoctlArgs(...args).join(' ')}\n`, 0o700);
    const asRoot = process.getuid?.() === 0;
    const child = spawn(
      asRoot ? 'su' : 'sh',
      asRoot ? ['postgres', '-s', '/bin/sh', '-c', script] : [script],
      {
        detached: true,
        stdio: ['ignore', 'ignore', 'ignore'],
      },
    );
    child.unref();
    return child;
  };
  const [monitorPort, port1, port2] = [await freePort(), await freePort(), await freePort()];
  const monitorUrl = `postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`;
  const common = ['--auth', 'trust', '--no-ssl', '--hostname', '127.0.0.1'];
  /** Ends every process of a node: the keeper's group and its postgres (whose group it shares). */
  const killNode = (data) => {
    try {
      const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const pgid = Number(
        execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' }).trim(),
      );
      process.kill(-pgid, 'SIGKILL');
    } catch {}
  };
  onCleanup(() => {
    for (const name of ['node1', 'node2', 'monitor']) killNode(path.join(dir, name));
    // What outlived its group (after the runs of 27 Nov the monitor's logger and pg_auto_failover's
    // health-check worker were left, parent 1): every process still working in the drill's folder.
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      try {
        if (readlinkSync(`/proc/${pid}/cwd`).startsWith(dir)) process.kill(Number(pid), 'SIGKILL');
      } catch {}
    }
  });

  run('monitor', [
    'create',
    'monitor',
    '--pgdata',
    `${dir}/monitor`,
    '--pgport',
    monitorPort,
    ...common,
    '--run',
  ]);
  await until('the monitor', 120_000, async () =>
    sql(monitorUrl, 'SELECT 1').then(
      () => true,
      () => false,
    ),
  );
  // Seconds, not the defaults' tens of seconds, before a silent primary counts as failed.
  for (const [name, value] of [
    ['health_check_period', 1000],
    ['health_check_timeout', 1000],
    ['health_check_max_retries', 1],
    ['health_check_retry_delay', 500],
    ['node_considered_unhealthy_timeout', 2000],
    ['primary_demote_timeout', 3000],
  ]) {
    await sql(monitorUrl, `ALTER SYSTEM SET pgautofailover.${name} = ${value}`);
  }
  await sql(monitorUrl, 'SELECT pg_reload_conf()');
  const monitorArg = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
  const node = (n, port) => [
    'create',
    'postgres',
    '--pgdata',
    `${dir}/node${n}`,
    '--pgport',
    port,
    ...common,
    '--name',
    `node${n}`,
    '--dbname',
    'fund',
    '--monitor',
    `'${monitorArg}'`,
    '--run',
  ];
  const states = async () =>
    Object.fromEntries(
      (await sql(monitorUrl, 'SELECT nodename, reportedstate FROM pgautofailover.node')).map((r) => [
        r.nodename,
        r.reportedstate,
      ]),
    );
  const url1 = `postgres://postgres@127.0.0.1:${port1}/fund`;
  run('node1', node(1, port1));
  await until('node1 primary', 120_000, async () =>
    ['single', 'primary', 'wait_primary'].includes((await states()).node1),
  );
  run('node2', node(2, port2));
  // The standby's base backup waits for a checkpoint of the primary: asked for at once.
  await until('node2 secondary', 180_000, async () => {
    await sql(url1, 'CHECKPOINT').catch(() => undefined);
    const s = await states();
    return s.node1 === 'primary' && s.node2 === 'secondary';
  });
  const [{ names }] = await sql(url1, 'SELECT current_setting($1) AS names', ['synchronous_standby_names']);

  // What synchronous commit costs: the same inserts with commit waiting for the standby, then not.
  const bench = (local) => {
    const script = path.join(dir, 'bench.sql');
    ownedFile(script, 'INSERT INTO bench_commit (at) VALUES (now());\n', 0o644);
    const out = runPg('/usr/bin/env', [
      ...(local ? ['PGOPTIONS=-c synchronous_commit=local'] : []),
      pgBin('pgbench'),
      '-n',
      '-h',
      '127.0.0.1',
      '-p',
      String(port1),
      '-U',
      'postgres',
      '-c',
      '4',
      '-T',
      '5',
      '-f',
      script,
      'fund',
    ]);
    return Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
  };
  await sql(url1, 'CREATE TABLE bench_commit (id bigserial PRIMARY KEY, at timestamptz)');
  const tpsSync = bench(false);
  const tpsLocal = bench(true);
  await sql(url1, 'DROP TABLE bench_commit');

  const hostList = `postgres://postgres@127.0.0.1:${port1},127.0.0.1:${port2}/fund?target_session_attrs=read-write`;
  const api = await startApi(hostList);
  onCleanup(() => api.kill('SIGKILL'));
  const { access, account } = await player(api, url1);
  const load = moneyLoad({ apis: [() => api.url], access, account, workers: 6, tag: TAG });
  const { tally } = load;
  await until('writes before the failover', 60_000, async () => tally.acknowledged.size >= 40, api);

  const killedAt = Date.now();
  killNode(`${dir}/node1`);
  const beforeKill = tally.acknowledged.size;
  await until(
    'writes on the new primary',
    120_000,
    async () => tally.firstOkAfter(killedAt + 1) !== undefined,
    api,
  );
  const refused = (tally.firstOkAfter(killedAt + 1) - killedAt) / 1000;
  await until(
    'more writes on the new primary',
    60_000,
    async () => tally.acknowledged.size >= beforeKill + 40,
    api,
  );
  await load.stop();

  const failures = [];
  const url2 = `postgres://postgres@127.0.0.1:${port2}/fund`;
  const s = await states();
  if (!['wait_primary', 'primary'].includes(s.node2)) failures.push(`node2 is ${s.node2}, not the primary`);
  if (!names) failures.push('synchronous_standby_names was empty: replication was not synchronous');
  if (api.exited) failures.push(`the API process ended: ${JSON.stringify(api.exited)}`);
  if (tally.otherErrors.length) {
    failures.push(
      `${tally.otherErrors.length} answers neither 2xx nor 503: ${tally.otherErrors.slice(0, 5)}`,
    );
  }
  const found = await findAcknowledged(url2, tally, TAG);
  if (found.lost) failures.push(`${found.lost} acknowledged writes lost`);
  if (found.doubled) failures.push(`${found.doubled} writes applied twice`);
  const ids = new Set([...tally.acknowledged.values()].map((a) => a.id));
  if (ids.size !== tally.acknowledged.size)
    failures.push(`${tally.acknowledged.size - ids.size} ids reissued`);
  console.log(
    `failover drill: synchronous_standby_names ${names}; acknowledged ${tally.acknowledged.size} ` +
      `(${beforeKill} before kill -9 of the primary), lost ${found.lost}, applied twice ${found.doubled}, ` +
      `ids reissued ${tally.acknowledged.size - ids.size}, 503 answers ${tally.unavailable}, ` +
      `refused seconds ${refused.toFixed(1)}; synchronous commit ${tpsSync.toFixed(0)} tps vs local ` +
      `${tpsLocal.toFixed(0)} tps (ratio ${(tpsSync / tpsLocal).toFixed(2)})`,
  );
  return failures;
});
