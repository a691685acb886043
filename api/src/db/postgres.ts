import pg from 'pg';
import { TxGuard } from './guard';
import type { Db } from './types';

// numeric stays a string (the pg default); int8 (count(*), bigserial) becomes a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

type Queryable = Pick<pg.PoolClient, 'query'>;

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
        const run = async () => (await client.query(sql, params as unknown[] | undefined)).rows as T[];
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
