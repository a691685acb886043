import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { TxGuard } from './guard';
import type { Db, Listener } from './types';

/**
 * PGlite on a worker thread (issue 11): in-process PGlite runs every query on the event loop
 * that also parses requests and writes replies; here the engine has its own thread and the
 * main thread only posts messages. Same Db contract and value types as openPglite (the thread
 * opens it with the same parsers); PostgreSQL errors keep their fields (code, constraint, …).
 */
interface Answer {
  id: number;
  rows?: unknown[];
  error?: Record<string, unknown>;
}

export async function openPgliteWorker(options: { dataDir?: string } = {}): Promise<Db> {
  // Compiled: dist/pglite-thread.js beside the bundle. From source (tsx, jest): the .ts through
  // tsx's require hook, registered in the thread itself (loaders are not inherited by workers).
  const compiled = path.join(__dirname, 'pglite-thread.js');
  const workerData = { dataDir: options.dataDir };
  const worker = existsSync(compiled)
    ? new Worker(compiled, { workerData })
    : new Worker(
        `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(path.join(__dirname, 'pglite-thread.ts'))});`,
        { eval: true, workerData },
      );
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }>();
  let seq = 0;
  let failed: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  const listeners = new Map<string, Set<Listener>>();
  /** The thread's LISTEN per channel, asked by the first listener. */
  const subscribed = new Map<string, Promise<void>>();
  worker.on('message', (message: Answer | { channel: string; payload: string }) => {
    if ('channel' in message) {
      for (const listener of listeners.get(message.channel) ?? []) listener.notify(message.payload);
      return;
    }
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) {
      waiter.reject(Object.assign(new Error(String(message.error.message)), message.error));
    } else waiter.resolve(message.rows ?? []);
  });
  const fail = (error: Error) => {
    failed = error;
    for (const set of listeners.values()) for (const listener of set) listener.live(false);
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`PGlite thread exited (${code})`)));

  const call = (message: Record<string, unknown>): Promise<unknown[]> => {
    if (failed) return Promise.reject(failed);
    const id = ++seq;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const guard = new TxGuard();
  let txSeq = 0;
  let closed = false;

  const txHandle = (tx: number): Db => {
    const handle: Db = {
      kind: 'pglite',
      query: async <T>(sql: string, params?: unknown[]) =>
        guard.exit(async () => (await call({ op: 'query', sql, params, tx })) as T[]),
      one: async <T>(sql: string, params?: unknown[]) => (await handle.query<T>(sql, params))[0],
      exec: async (sql: string) => {
        await guard.exit(() => call({ op: 'exec', sql, tx }));
      },
      // A nested tx joins the outer one, as with in-process PGlite.
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

  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      guard.check();
      return (await call({ op: 'query', sql, params })) as T[];
    },
    async one<T>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params))[0];
    },
    async exec(sql: string) {
      guard.check();
      await call({ op: 'exec', sql });
    },
    async tx(fn) {
      guard.check();
      const tx = ++txSeq;
      await call({ op: 'begin', tx });
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await guard.run(() => fn(txHandle(tx)));
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    async listen(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        subscribed.set(
          channel,
          call({ op: 'listen', channel }).then(() => undefined),
        );
      }
      set.add(listener);
      await subscribed.get(channel);
      listener.live(true);
      return async () => {
        set.delete(listener);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        subscribed.delete(channel);
        if (!closed && !failed) await call({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await call({ op: 'close' });
      } finally {
        worker.removeAllListeners('exit');
        await worker.terminate();
      }
    },
  };
  return db;
}
