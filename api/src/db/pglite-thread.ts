/**
 * The PGlite engine on its own thread (see pglite-worker.ts): SQL runs here while the main thread
 * parses requests and writes replies. Messages: {id, op, sql?, params?, tx?}; answers {id, rows}
 * or {id, error}. A transaction is a loop on this side fed by the main thread's messages for it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { openPglite } from './pglite';

interface Message {
  id: number;
  op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close';
  sql?: string;
  params?: unknown[];
  tx?: number;
}

const port = parentPort!;
const ROLLBACK = Symbol('rollback');

function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  // PostgreSQL's fields (code, constraint, detail, …) travel with the message.
  return { ...(error as unknown as Record<string, unknown>), message: error.message, name: error.name };
}

async function main() {
  const db = await openPglite({ dataDir: workerData?.dataDir });
  const { pglite } = db;
  /** Per open transaction: the messages not yet taken, and the taker waiting for one. */
  const txs = new Map<number, { queue: Message[]; wake?: () => void }>();

  const next = async (txId: number): Promise<Message> => {
    const tx = txs.get(txId)!;
    while (tx.queue.length === 0) await new Promise<void>((resolve) => (tx.wake = resolve));
    return tx.queue.shift()!;
  };

  const runTx = (begin: Message) => {
    const txId = begin.tx!;
    txs.set(txId, { queue: [] });
    let last: Message = begin;
    pglite
      .transaction(async (t: Transaction) => {
        port.postMessage({ id: begin.id, rows: [] });
        for (;;) {
          const message = await next(txId);
          last = message;
          if (message.op === 'commit') return;
          if (message.op === 'rollback') throw ROLLBACK;
          try {
            if (message.op === 'exec') {
              await t.exec(message.sql!);
              port.postMessage({ id: message.id, rows: [] });
            } else {
              port.postMessage({ id: message.id, rows: (await t.query(message.sql!, message.params)).rows });
            }
          } catch (error) {
            port.postMessage({ id: message.id, error: serializeError(error) });
          }
        }
      })
      .then(
        () => port.postMessage({ id: last.id, rows: [] }),
        (error) =>
          port.postMessage(
            error === ROLLBACK ? { id: last.id, rows: [] } : { id: last.id, error: serializeError(error) },
          ),
      )
      .finally(() => txs.delete(txId));
  };

  port.on('message', (message: Message) => {
    if (message.tx !== undefined && message.op !== 'begin') {
      const tx = txs.get(message.tx);
      if (!tx) {
        port.postMessage({ id: message.id, error: { message: 'transaction is not open' } });
        return;
      }
      tx.queue.push(message);
      tx.wake?.();
      return;
    }
    if (message.op === 'begin') return runTx(message);
    if (message.op === 'close') {
      db.close().then(
        () => port.postMessage({ id: message.id, rows: [] }),
        (error) => port.postMessage({ id: message.id, error: serializeError(error) }),
      );
      return;
    }
    const run =
      message.op === 'exec'
        ? pglite.exec(message.sql!).then(() => [])
        : pglite.query(message.sql!, message.params).then((result) => result.rows);
    run.then(
      (rows) => port.postMessage({ id: message.id, rows }),
      (error) => port.postMessage({ id: message.id, error: serializeError(error) }),
    );
  });
  port.postMessage({ id: 0, rows: [] });
}

main().catch((error) => {
  port.postMessage({ id: 0, error: serializeError(error) });
});
