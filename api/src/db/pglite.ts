import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions, type Transaction, types } from '@electric-sql/pglite';
import { TxGuard } from './guard';
import type { Db } from './types';

/** Same value types as the pg driver setup: numeric as string, int8 as number, timestamps as Date. */
const parsers = {
  [types.NUMERIC]: (value: string) => value,
  [types.INT8]: (value: string) => Number(value),
};

export interface PgliteOpenOptions {
  /** Folder of the database; memory when absent. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (fast fresh copies in tests). */
  loadDataDir?: Blob | File;
  /** Precompiled engine parts to reuse across instances (tests open many databases). */
  engine?: Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
}

let engine: Promise<NonNullable<PgliteOpenOptions['engine']>> | undefined;
/**
 * PGlite's engine compiled once per process, for code that opens many databases (tests, the e2e
 * server's reset): compiling its 9 MB of WebAssembly is most of the cost of an open.
 */
export function pgliteEngine(): Promise<NonNullable<PgliteOpenOptions['engine']>> {
  engine ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await WebAssembly.compile(await readFile(path.join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([await readFile(path.join(dist, 'pglite.data'))]),
    };
  })();
  return engine;
}

export async function openPglite(options: PgliteOpenOptions = {}): Promise<Db & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    ...options.engine,
    parsers,
  });
  const guard = new TxGuard();

  const txHandle = (t: Transaction): Db => {
    const handle: Db = {
      kind: 'pglite',
      query: async <T>(sql: string, params?: unknown[]) =>
        guard.exit(async () => (await t.query<T>(sql, params)).rows),
      one: async <T>(sql: string, params?: unknown[]) => (await handle.query<T>(sql, params))[0],
      exec: async (sql: string) => {
        await guard.exit(() => t.exec(sql));
      },
      // PGlite has no nested transactions here; a nested tx joins the outer one.
      tx: (fn) => fn(handle),
      close: async () => {
        throw new Error('close() inside a transaction');
      },
    };
    return handle;
  };

  const db: Db & { pglite: PGlite } = {
    kind: 'pglite',
    pglite,
    async query<T>(sql: string, params?: unknown[]) {
      guard.check();
      return (await pglite.query<T>(sql, params)).rows;
    },
    async one<T>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params))[0];
    },
    async exec(sql: string) {
      guard.check();
      await pglite.exec(sql);
    },
    tx(fn) {
      guard.check();
      return pglite.transaction((t) => guard.run(() => fn(txHandle(t))));
    },
    async close() {
      if (pglite.closed) return;
      if (options.dataDir) await pglite.exec('CHECKPOINT');
      await pglite.close();
    },
  };
  return db;
}
