import pg from 'pg';
import { TxGuard } from './guard';
import { clientClass } from './hosts';
import type { Db, Listener } from './types';

// numeric stays a string (the pg default); int8 (count(*), bigserial) becomes a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * Named (prepared) statements: each connection parses and plans a statement once, then only binds
 * and executes it (issue 11). Only parameterised queries (the app's fixed SQL texts); bounded, so
 * SQL built with values inside cannot grow it without end.
 */
const statementNames = new Map<string, string>();
const MAX_STATEMENTS = 2000;
const LISTEN_RETRY_MS = 1000;
/** How long a request may wait for a connection (opening one, or a free one of the pool) before its 503. */
const CONNECT_TIMEOUT_MS = 30_000;
/** How often a listening connection is asked to answer, and how long it has to (see listen()). */
const LISTEN_HEARTBEAT_MS = 10_000;
function statement(sql: string, params: unknown[] | undefined): string | pg.QueryConfig {
  if (!params) return sql;
  let name = statementNames.get(sql);
  if (!name) {
    if (statementNames.size >= MAX_STATEMENTS) return { text: sql, values: params };
    name = `s${statementNames.size}`;
    statementNames.set(sql, name);
  }
  return { name, text: sql, values: params };
}

/** Runs `fn`; rejects if it has not settled within `ms`. */
async function within<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([fn(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes a client's socket at once, without the goodbye that a dead peer would never answer. */
function destroy(c: pg.Client): void {
  (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
}

export async function openPostgres(
  connectionString: string,
  max = 10,
  { heartbeatMs = LISTEN_HEARTBEAT_MS }: { heartbeatMs?: number } = {},
): Promise<Db> {
  // A libpq-style host list (`h1:5432,h2:5432/…?target_session_attrs=read-write`) connects to its
  // writable server, found again after a failover (hosts.ts); one host: pg.Client itself.
  const Client = clientClass(connectionString);
  // keepAlive and a connect timeout: a server that vanished without a word fails a request in
  // seconds instead of holding it (and its pool slot) until the operating system gives up.
  const pool = new pg.Pool({
    connectionString,
    Client,
    max,
    keepAlive: true,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client's error (a restart, pg_terminate_backend) must not crash the process: the pool
  // drops that client and opens a new one for the next request (issue 36).
  pool.on('error', () => undefined);
  const guard = new TxGuard();
  const listening = new Set<() => Promise<void>>();

  /**
   * One connection of its own per channel: LISTEN, then each notification to the listener. A lost
   * connection says `live(false)` and is opened again every second until it listens again.
   *
   * A connection can also die without a word (a firewall or NAT dropping an idle TCP connection,
   * a network split): no `error`, no `end`, and no notification ever again. So the listening
   * connection is asked `SELECT 1` every `heartbeatMs`; an answer that does not come within
   * `heartbeatMs` counts as a lost connection (its socket is destroyed, not waited on). TCP
   * keepalive is on as well, for the operating system's own check.
   */
  const listen = async (channel: string, listener: Listener): Promise<() => Promise<void>> => {
    let client: pg.Client | undefined;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let beat: NodeJS.Timeout | undefined;
    const retry = () => {
      timer = setTimeout(() => void connect().catch(retry), LISTEN_RETRY_MS);
      timer.unref();
    };
    const lost = (c: pg.Client) => {
      if (client !== c) return;
      client = undefined;
      clearInterval(beat);
      listener.live(false);
      destroy(c);
      if (!stopped) retry();
    };
    const connect = async () => {
      const c = new Client({ connectionString, keepAlive: true, connectionTimeoutMillis: heartbeatMs });
      c.on('error', () => undefined);
      c.on('notification', (message) => {
        if (message.channel === channel) listener.notify(message.payload ?? '');
      });
      c.on('end', () => lost(c));
      try {
        await within(heartbeatMs, async () => {
          await c.connect();
          await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
        });
      } catch (error) {
        destroy(c);
        throw error;
      }
      if (stopped) return destroy(c);
      client = c;
      beat = setInterval(() => {
        within(heartbeatMs, () => c.query('SELECT 1')).catch(() => lost(c));
      }, heartbeatMs);
      beat.unref();
      listener.live(true);
    };
    const stop = async () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(beat);
      listening.delete(stop);
      const c = client;
      client = undefined;
      if (c) await within(heartbeatMs, () => c.end()).catch(() => destroy(c));
    };
    await connect();
    listening.add(stop);
    return stop;
  };

  const handleFor = (client: Queryable, inTx: boolean): Db => {
    const handle: Db = {
      kind: 'postgres',
      async query<T>(sql: string, params?: unknown[]) {
        if (!inTx) guard.check();
        const query = statement(sql, params);
        const run = async () =>
          (typeof query === 'string' ? await client.query(query) : await client.query(query)).rows as T[];
        return inTx ? guard.exit(run) : run();
      },
      async one<T>(sql: string, params?: unknown[]) {
        return (await handle.query<T>(sql, params))[0];
      },
      async exec(sql: string) {
        await handle.query(sql);
      },
      tx: inTx
        ? (fn) => fn(handle)
        : async (fn) => {
            guard.check();
            const conn = await pool.connect();
            // A checked-out client has no listener of the pool's: the connection lost between two
            // statements of the transaction (or after its last one failed) emits `error`, which
            // unheard ends the process. Heard, it only fails this transaction; the broken client
            // is given back with its error, so the pool discards it.
            let broken: Error | undefined;
            const onError = (error: Error) => {
              broken ??= error;
            };
            conn.on('error', onError);
            try {
              await conn.query('BEGIN');
              const result = await guard.run(() => fn(handleFor(conn, true)));
              await conn.query('COMMIT');
              return result;
            } catch (error) {
              if (!broken) await conn.query('ROLLBACK').catch(() => undefined);
              throw error;
            } finally {
              conn.off('error', onError);
              conn.release(broken);
            }
          },
      listen: inTx
        ? async () => {
            throw new Error('listen() inside a transaction');
          }
        : listen,
      close: async () => {
        if (inTx) throw new Error('close() inside a transaction');
        await Promise.all([...listening].map((stop) => stop()));
        await pool.end();
      },
    };
    return handle;
  };

  const db = handleFor(pool, false);
  db.poolFigures = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  await db.query('SELECT 1');
  return db;
}
