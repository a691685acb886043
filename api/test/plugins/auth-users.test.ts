import { once } from 'node:events';
import net from 'node:net';
import { PERMISSIONS } from '@fund/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { openPostgres } from '../../src/db/postgres';
import type { Db, Listener } from '../../src/db/types';
import { AuthUsers } from '../../src/lib/auth-users';
import { loadAuthUser } from '../../src/plugins/auth';
import { bearer, buildTestApp, login } from '../helpers/app';

// The users behind tokens kept between requests (api/src/lib/auth-users.ts, migration 099): one
// read per user while nothing changes, and every change (deactivation, permissions, name) is in
// force on the next request. Runs on PGlite and on PostgreSQL (the notification comes on another
// connection there).

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

/** Counts the reads of auth_user made from now on. */
function countUserReads(db: Db): () => number {
  const one = jest.spyOn(db, 'one');
  return () => one.mock.calls.filter(([sql]) => String(sql).includes('auth_user(')).length;
}

const userId = async (username: string) =>
  (await app.db.one<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))!.id;

test('one read of the user for many requests while nothing changes', async () => {
  const { access } = await login(app, 'player');
  const reads = countUserReads(app.db);
  for (let i = 0; i < 5; i += 1) {
    const res = await app.inject({ method: 'GET', url: '/api/users/permissions/', headers: bearer(access) });
    expect(res.statusCode).toBe(200);
  }
  expect(reads()).toBe(1);
});

test('a permission given in SQL is in force on the next request; taken away, it is refused again', async () => {
  const { access } = await login(app, 'newbie');
  const team = () => app.inject({ method: 'GET', url: '/api/users/team/', headers: bearer(access) });
  const drop = `DELETE FROM user_permissions WHERE user_id = $1 AND permission = $2`;
  const id = await userId('newbie');
  await app.db.query(drop, [id, PERMISSIONS.team]);
  await app.authUsers.settle();
  expect((await team()).statusCode).toBe(403);
  expect((await team()).statusCode).toBe(403);
  await app.db.query('INSERT INTO user_permissions (user_id, permission) VALUES ($1, $2)', [
    id,
    PERMISSIONS.team,
  ]);
  await app.authUsers.settle();
  expect((await team()).statusCode).toBe(200);
  await app.db.query(drop, [id, PERMISSIONS.team]);
  await app.authUsers.settle();
  expect((await team()).statusCode).toBe(403);
});

test('deactivated by the back office: the token is refused from the answer on', async () => {
  const { access } = await login(app, 'newbie');
  const me = () => app.inject({ method: 'GET', url: '/api/users/current/', headers: bearer(access) });
  expect((await me()).statusCode).toBe(200);
  const { access: manager } = await login(app, 'manager');
  const id = await userId('newbie');
  const res = await app.inject({
    method: 'POST',
    url: `/api/backoffice/users/${id}/deactivate/`,
    headers: bearer(manager),
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  // No settle here: the route waited for its own change to be heard.
  expect((await me()).statusCode).toBe(401);
});

test('a renamed user answers with the new name', async () => {
  const { access } = await login(app, 'player');
  const me = async () =>
    (await app.inject({ method: 'GET', url: '/api/users/current/', headers: bearer(access) })).json();
  const before = await me();
  await app.db.query("UPDATE users SET username = 'player.renamed' WHERE username = 'player'");
  await app.authUsers.settle();
  const after = await me();
  expect(JSON.stringify(after)).not.toEqual(JSON.stringify(before));
  expect(JSON.stringify(after)).toContain('player.renamed');
});

test('a read that a change overtook is not kept', async () => {
  const id = await userId('player');
  let reads = 0;
  const users = new AuthUsers(app.db, async (userId) => {
    reads += 1;
    const user = await loadAuthUser(app.db, userId);
    // The change commits (and is heard) after this read took its data, before it is kept.
    if (reads === 1) {
      await app.db.query("UPDATE users SET username = 'player.renamed' WHERE id = $1", [userId]);
      await users.settle();
    }
    return user;
  });
  await users.start();
  try {
    expect((await users.get(id))?.username).toBe('player');
    expect((await users.get(id))?.username).toBe('player.renamed');
    expect((await users.get(id))?.username).toBe('player.renamed');
    expect(reads).toBe(2);
  } finally {
    await users.stop();
  }
});

test('nothing is kept while the notifications may be missed', async () => {
  const id = await userId('player');
  let listener: Listener | undefined;
  // The real database; only its listening is in the test's hands, to say "lost" and "back".
  const db: Db = {
    ...app.db,
    listen: (channel, l) => {
      listener = l;
      return app.db.listen(channel, l);
    },
  };
  let reads = 0;
  const users = new AuthUsers(db, (userId) => {
    reads += 1;
    return loadAuthUser(app.db, userId);
  });
  await users.start();
  try {
    await users.get(id);
    await users.get(id);
    expect(reads).toBe(1);
    listener!.live(false);
    await users.get(id);
    await users.get(id);
    expect(reads).toBe(3);
    listener!.live(true);
    await users.get(id);
    await users.get(id);
    expect(reads).toBe(4);
  } finally {
    await users.stop();
  }
});

test('settle() never hangs: its notification not heard in time, every user is forgotten instead', async () => {
  const id = await userId('player');
  // Listening that says it is up and then hears nothing: a connection that died without a word.
  const db: Db = {
    ...app.db,
    listen: (channel, l) => app.db.listen(channel, { ...l, notify: () => undefined }),
  };
  let reads = 0;
  const users = new AuthUsers(
    db,
    (userId) => {
      reads += 1;
      return loadAuthUser(app.db, userId);
    },
    50,
  );
  await users.start();
  try {
    await users.get(id);
    await users.get(id);
    expect(reads).toBe(1);
    await users.settle();
    await users.get(id);
    expect(reads).toBe(2);
  } finally {
    await users.stop();
  }
});

const testOnPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

/** The test database's own URL (helpers/app.ts creates one per test on the server). */
async function testDatabaseUrl(): Promise<URL> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${(await app.db.one<{ name: string }>('SELECT current_database() AS name'))!.name}`;
  return url;
}

/**
 * A TCP proxy to the server whose connections can go silent: `silence()` makes every connection
 * open now drop what it carries either way while its sockets stay open (a firewall or NAT that
 * forgot the connection). Connections opened later pass as before.
 */
async function silenceableProxy(target: URL) {
  const [host, port] = [target.hostname, Number(target.port)];
  const open = new Set<{ silent: boolean }>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const state = { silent: false };
    open.add(state);
    const outbound = net.connect(port, host);
    for (const [from, to] of [
      [inbound, outbound],
      [outbound, inbound],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => state.silent || to.write(chunk));
      from.on('error', () => undefined);
      from.on('close', () => to.destroy());
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as net.AddressInfo).port,
    silence: () => {
      for (const state of open) state.silent = true;
      open.clear();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

testOnPostgres(
  'PostgreSQL: a listening connection gone silent is given up within the heartbeat; a new one hears again',
  async () => {
    const url = await testDatabaseUrl();
    const proxy = await silenceableProxy(url);
    url.host = `127.0.0.1:${proxy.port}`;
    const db = await openPostgres(url.href, 2, { heartbeatMs: 200 });
    const states: boolean[] = [];
    const heard: string[] = [];
    let heard42!: () => void;
    const heardAgain = new Promise<void>((resolve) => (heard42 = resolve));
    let changed!: () => void;
    let next = new Promise<void>((resolve) => (changed = resolve));
    const stop = await db.listen('auth_user', {
      notify: (payload) => {
        heard.push(payload);
        if (payload === '42') heard42();
      },
      live: (up) => {
        states.push(up);
        changed();
        next = new Promise<void>((resolve) => (changed = resolve));
      },
    });
    try {
      expect(states).toEqual([true]);
      proxy.silence();
      // Sent on the pool (not through the silenced connection): the silent listener cannot hear it.
      await app.db.query("SELECT pg_notify('auth_user', 'lost')");
      await next;
      expect(states).toEqual([true, false]);
      await next;
      expect(states).toEqual([true, false, true]);
      await app.db.query("SELECT pg_notify('auth_user', '42')");
      await heardAgain;
      expect(heard).toEqual(['42']);
    } finally {
      await stop();
      await db.close();
      await proxy.close();
    }
  },
);

testOnPostgres(
  'PostgreSQL: a lost listening connection says so, listens again, and hears again',
  async () => {
    const db = await openPostgres((await testDatabaseUrl()).href, 2);
    const states: boolean[] = [];
    let back!: () => void;
    let heard!: () => void;
    const heardAgain = new Promise<void>((resolve) => (heard = resolve));
    let lost!: () => void;
    const wentDown = new Promise<void>((resolve) => (lost = resolve));
    const cameBack = new Promise<void>((resolve) => (back = resolve));
    const stop = await db.listen('auth_user', {
      notify: (payload) => payload === '42' && heard(),
      live: (up) => {
        states.push(up);
        if (!up) lost();
        else if (states.length > 1) back();
      },
    });
    try {
      await db.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = \'LISTEN "auth_user"\'',
      );
      await wentDown;
      await cameBack;
      expect(states).toEqual([true, false, true]);
      await db.query("SELECT pg_notify('auth_user', '42')");
      await heardAgain;
    } finally {
      await stop();
      await db.close();
    }
  },
);
