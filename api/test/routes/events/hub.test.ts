import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/db/types';
import { loadAuthUser } from '../../../src/plugins/auth';
import { LiveHub, type Sink } from '../../../src/routes/events/hub';
import { buildTestApp } from '../../helpers/app';
import { clientFor, userId } from '../backoffice/helpers';
import { newCashFlow } from './stream';

/**
 * Issue 39: the hub's replay and its live deliveries overlap. A live delivery that read its events
 * before a reconnecting stream opened reaches that stream after the replay has sent the same
 * events; they must go out once (the PostgreSQL CI run once received an event twice). The order is
 * forced here: the delivery's read is held until the replay is done.
 */
let app: FastifyInstance;
let hub: LiveHub | undefined;

beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await hub?.stop();
  hub = undefined;
  await app.close();
});

/** A sink that keeps the ids of the change events written to it, and wakes waiters on each. */
function collector() {
  const ids: number[] = [];
  const waiters = new Set<() => void>();
  const sink: Sink = {
    write: (text) => {
      for (const match of text.matchAll(/^id: (\d+)$/gm)) ids.push(Number(match[1]));
      for (const wake of waiters) wake();
    },
    unsent: () => 0,
    end: () => {},
  };
  const until = (id: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (ids.includes(id)) {
          waiters.delete(check);
          resolve();
        }
      };
      waiters.add(check);
      check();
    });
  return { ids, sink, until };
}

/** `db` whose reads of one transaction's events wait for `release()`. */
function gated(db: Db) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached!: () => void;
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const wrapped: Db = Object.create(db);
  wrapped.query = async <T>(sql: string, params?: unknown[]) => {
    if (sql.includes('FROM live_events WHERE tx = $1')) {
      reached();
      await gate;
    }
    return db.query<T>(sql, params);
  };
  return { db: wrapped, release, held };
}

const lastEventId = async () =>
  (await app.db.one<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM live_events'))!.id;

test('a live delivery that read before a reconnect opened does not repeat what the replay sent', async () => {
  const { db, release, held } = gated(app.db);
  hub = new LiveHub(db, (id) => loadAuthUser(app.db, id));
  await hub.start();
  const player = await loadAuthUser(app.db, await userId(app, 'player'));
  const listening = collector();
  await hub.open(player!, listening.sink, 60_000);

  const since = await lastEventId();
  const client = await clientFor(app, 'player');
  await newCashFlow(app, client, '1.00');
  const written = await lastEventId();
  expect(written).toBeGreaterThan(since);
  await held; // the delivery of that write has begun, its read waits

  const back = collector();
  await hub.open(player!, back.sink, 60_000, since); // resolves once the replay is sent
  expect(back.ids).toEqual([written]);
  release();
  await listening.until(written);
  // The next change proves the delivery of the first is over: it arrives after it.
  await newCashFlow(app, client, '2.00');
  const later = await lastEventId();
  await back.until(later);
  expect(back.ids).toEqual([written, later]);
});
