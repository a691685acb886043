import pg from 'pg';
import { TxGuard } from './guard';
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

export async function openPostgres(connectionString: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client error (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const guard = new TxGuard();
  const listening = new Set<() => Promise<void>>();

  /**
   * One connection of its own per channel: LISTEN, then each notification to the listener. A lost
   * connection says `live(false)` and is opened again every second until it listens again.
   */
  const listen = async (channel: string, listener: Listener): Promise<() => Promise<void>> => {
    let client: pg.Client | undefined;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const retry = () => {
      timer = setTimeout(() => void connect().catch(retry), LISTEN_RETRY_MS);
      timer.unref();
    };
    const connect = async () => {
      const c = new pg.Client({ connectionString });
      c.on('error', () => undefined);
      c.on('notification', (message) => {
        if (message.channel === channel) listener.notify(message.payload ?? '');
      });
      c.on('end', () => {
        if (client !== c) return;
        client = undefined;
        listener.live(false);
        if (!stopped) retry();
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      } catch (error) {
        await c.end().catch(() => undefined);
        throw error;
      }
      if (stopped) return void (await c.end().catch(() => undefined));
      client = c;
      listener.live(true);
    };
    const stop = async () => {
      stopped = true;
      clearTimeout(timer);
      listening.delete(stop);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
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
            try {
              await conn.query('BEGIN');
              const result = await guard.run(() => fn(handleFor(conn, true)));
              await conn.query('COMMIT');
              return result;
            } catch (error) {
              await conn.query('ROLLBACK').catch(() => undefined);
              throw error;
            } finally {
              conn.release();
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
  await db.query('SELECT 1');
  return db;
}
