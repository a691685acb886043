import pg from 'pg';
import { TxGuard } from './guard';
import type { Db } from './types';

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
      close: async () => {
        if (inTx) throw new Error('close() inside a transaction');
        await pool.end();
      },
    };
    return handle;
  };

  const db = handleFor(pool, false);
  await db.query('SELECT 1');
  return db;
}
