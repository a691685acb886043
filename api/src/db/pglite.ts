import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MemoryFS, PGlite, type PGliteOptions, type Transaction, types } from '@electric-sql/pglite';
import { TxGuard } from './guard';
import { migrate } from './migrate';
import { makePrivate } from './private-files';
import { seedDemo } from './seed';
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
  /** The files of a data folder to start from (`dataFiles`): a copy without unpacking a tarball. */
  files?: DataFiles;
  /** A new database made to be copied many times (see `seededCopySource`): 1 MB WAL segments. */
  copySource?: boolean;
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
  // The owner's alone: folders 0700, files 0600 (PGlite's own would be 0666).
  if (options.dataDir) makePrivate(options.dataDir);
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    fs: options.files ? new CopiedFS(options.files) : undefined,
    initDbStartParams: options.copySource ? ['--wal-segsize=1'] : undefined,
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
      listen: async () => {
        throw new Error('listen() inside a transaction');
      },
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
    // PGlite calls the callback before the committing call resolves; it cannot lose a connection.
    async listen(channel, listener) {
      const stop = await pglite.listen(channel, (payload) => listener.notify(payload));
      listener.live(true);
      // Once closed there is nothing to stop (UNLISTEN would throw).
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    async close() {
      if (pglite.closed) return;
      if (options.dataDir) await pglite.exec('CHECKPOINT');
      await pglite.close();
    },
  };
  return db;
}

/** A data folder held in memory, file by file (folders first), relative to PGDATA. */
export type DataFiles = { path: string; data?: Uint8Array }[];

type Engine = PGlite['Module'];
const dataDirOf = (mod: Engine): string => mod.ENV.PGDATA as string;

/**
 * The files of an open database's data folder, read between two statements (PGlite runs nothing in
 * between: the same state `dumpDataDir` would pack). Copies opened from them (`files`) skip the
 * tarball: reading it was half the CPU of an open (~1.0 → ~0.5 s per copy, docs/testing.md).
 */
export function dataFiles(pglite: PGlite): DataFiles {
  const { FS } = pglite.Module;
  const root = dataDirOf(pglite.Module);
  const files: DataFiles = [];
  const walk = (dir: string) => {
    for (const name of FS.readdir(`${root}/${dir}`) as string[]) {
      if (name === '.' || name === '..') continue;
      const rel = dir ? `${dir}/${name}` : name;
      if (FS.isDir(FS.stat(`${root}/${rel}`).mode)) {
        files.push({ path: rel });
        walk(rel);
      } else files.push({ path: rel, data: FS.readFile(`${root}/${rel}`) });
    }
  };
  walk('');
  return files;
}

/** PGlite's in-memory file system, filled with a data folder before the server starts. */
class CopiedFS extends MemoryFS {
  constructor(private readonly files: DataFiles) {
    super();
  }

  override async initialSyncFs(): Promise<void> {
    const mod = this.pg!.Module;
    const root = dataDirOf(mod);
    mod.FS.mkdirTree(root, 0o700);
    for (const file of this.files) {
      if (file.data) mod.FS.writeFile(`${root}/${file.path}`, file.data);
      else mod.FS.mkdir(`${root}/${file.path}`, 0o700);
    }
  }
}

/**
 * A migrated database with the demo data (migrate + seedDemo), as a tarball to open copies of
 * (`loadDataDir`): the API tests open one per test, the e2e server one per reset. Made small, since every copy unpacks all of
 * it: 1 MB WAL segments instead of 16, and without the databases `template0` and `template1`,
 * which nothing connects to (PGlite runs on `postgres`). 47 → 22 MB; a copy opens in ~0.65 s
 * instead of ~1.0 s (docs/testing.md).
 */
export async function seededCopySource(engine?: PgliteOpenOptions['engine']): Promise<Blob> {
  const db = await openPglite({ copySource: true, engine });
  try {
    await migrate(db);
    await seedDemo(db);
    // One statement per call: DROP DATABASE refuses to run inside the implicit transaction of a list.
    for (const sql of [
      // 16 MB of shared buffers instead of 128: a copy starts by setting up all of them, and with
      // 128 MB that was half the CPU of an open (~1.2 → ~0.6 s); its 22 MB of data still fit.
      "ALTER SYSTEM SET shared_buffers = '16MB'",
      "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
      'DROP DATABASE template0',
      'DROP DATABASE template1',
      'CHECKPOINT',
    ]) {
      await db.exec(sql);
    }
    return await db.pglite.dumpDataDir('none');
  } finally {
    await db.close();
  }
}
