/**
 * A libpq-style host list (issue 36 item 2): node-postgres reads neither a list of hosts nor
 * target_session_attrs; db/hosts.ts connects to the writable one, skipping hosts that are down.
 * The failover itself (pg_auto_failover, kill -9 of the primary) is api/test/drills/failover.mjs.
 */
import net from 'node:net';
import { parseHostList } from '../../src/db/hosts';
import { openPostgres } from '../../src/db/postgres';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? '';
const testOnPostgres = SERVER_URL ? test : test.skip;

test('a host list is split; one host without a check is left to node-postgres', () => {
  expect(parseHostList('postgres://u:p@db:5432/fund')).toBeUndefined();
  expect(
    parseHostList('postgres://u:p@db1:5432,db2:5433/fund?target_session_attrs=read-write&sslmode=disable'),
  ).toEqual({
    hosts: [
      { host: 'db1', port: 5432 },
      { host: 'db2', port: 5433 },
    ],
    first: 'postgres://u:p@db1:5432/fund?sslmode=disable',
    readWrite: true,
  });
  expect(parseHostList('postgresql://a,b/fund')?.hosts).toEqual([
    { host: 'a', port: 5432 },
    { host: 'b', port: 5432 },
  ]);
});

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

testOnPostgres('a host that is down is skipped: the writable one answers, also for LISTEN', async () => {
  const url = new URL(SERVER_URL);
  const dead = await closedPort();
  const list = `postgres://${url.username}@127.0.0.1:${dead},127.0.0.1:${url.port}${url.pathname}?target_session_attrs=read-write`;
  const db = await openPostgres(list, 2);
  try {
    const row = await db.one<{ port: string; ro: string }>(
      `SELECT current_setting('port') AS port, current_setting('transaction_read_only') AS ro`,
    );
    expect(row).toEqual({ port: url.port, ro: 'off' });
    const live: boolean[] = [];
    const stop = await db.listen('hosts_test', { notify: () => undefined, live: (up) => live.push(up) });
    expect(live).toEqual([true]);
    await stop();
  } finally {
    await db.close();
  }
});
