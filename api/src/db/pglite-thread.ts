/**
 * The PGlite engine on its own thread (see pglite-worker.ts): SQL runs here while the main thread
 * parses requests and writes replies. Messages: {id, op, sql?, params?, tx?}; answers {id, rows}
 * or {id, error}. A transaction is a loop on this side fed by the main thread's messages for it.
 * A notification of a listened channel is posted as {channel, payload} before the answer of the
 * call that committed it (PGlite calls back before that call resolves).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';
import { openPglite } from './pglite';

interface Message {
  id: number;
  op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close' | 'listen' | 'unlisten';
  channel?: string;
  sql?: string;
  params?: unknown[];
  tx?: number;
}

const port = parentPort!;

/**
 * Named (prepared) statements for every query with parameters, as openPostgres does
 * (issue 11): PGlite's query() parses, describes and plans every statement anew, which on the
 * dashboard's queries cost more than running them. Parse + describe once per SQL text, then only
 * Bind / Describe / Execute / Sync; bounded, like the PostgreSQL side. Same locks as query().
 */
const MAX_STATEMENTS = 2000;
function preparedRunner(pglite: PGlite) {
  const statements = new Map<string, { name: string; types: number[] }>();
  const engine = pglite as unknown as {
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
    serializers: Record<number, (value: unknown) => string>;
    parsers: Parameters<typeof parse.parseResults>[1];
  };
  const send = async (message: Uint8Array) =>
    (await pglite.execProtocol(message, { syncToFs: false })).messages;
  /** `inTx`: inside an open transaction, which already holds the transaction lock. */
  return async (sql: string, params: unknown[], inTx = false): Promise<unknown[] | undefined> => {
    let statement = statements.get(sql);
    if (!statement && statements.size >= MAX_STATEMENTS) return undefined;
    const exclusive = <T>(fn: () => Promise<T>) =>
      inTx ? pglite.runExclusive(fn) : engine._runExclusiveTransaction(() => pglite.runExclusive(fn));
    return exclusive(async () => {
      const messages = [];
      try {
        // Looked up again under the lock: a concurrent first use of this SQL may have prepared it.
        statement ??= statements.get(sql);
        if (!statement) {
          const name = `s${statements.size}`;
          await send(protocol.serialize.parse({ name, text: sql }));
          const types = parse.parseDescribeStatementResults(
            await send(protocol.serialize.describe({ type: 'S', name })),
          );
          statement = { name, types };
          statements.set(sql, statement);
        }
        const { name, types } = statement;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = engine.serializers[types[i]!];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(...(await send(protocol.serialize.bind({ statement: name, values }))));
        messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
        messages.push(...(await send(protocol.serialize.execute({}))));
      } finally {
        messages.push(
          ...(await pglite.execProtocol(protocol.serialize.sync(), { syncToFs: !inTx })).messages,
        );
      }
      return parse.parseResults(messages, engine.parsers)[0]?.rows ?? [];
    });
  };
}
const ROLLBACK = Symbol('rollback');

function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  // PostgreSQL's fields (code, constraint, detail, …) travel with the message.
  return { ...(error as unknown as Record<string, unknown>), message: error.message, name: error.name };
}

async function main() {
  const db = await openPglite({ dataDir: workerData?.dataDir });
  const { pglite } = db;
  const prepared = preparedRunner(pglite);
  /** Per open transaction: the messages not yet taken, and the taker waiting for one. */
  const txs = new Map<number, { queue: Message[]; wake?: () => void }>();
  const unlisten = new Map<string, () => Promise<void>>();

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
              const rows =
                (message.params && (await prepared(message.sql!, message.params, true))) ??
                (await t.query(message.sql!, message.params)).rows;
              port.postMessage({ id: message.id, rows });
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
    if (message.op === 'listen' || message.op === 'unlisten') {
      const channel = message.channel!;
      const run =
        message.op === 'listen'
          ? pglite
              .listen(channel, (payload) => port.postMessage({ channel, payload }))
              .then((stop) => void unlisten.set(channel, stop))
          : (unlisten.get(channel)?.() ?? Promise.resolve()).then(() => void unlisten.delete(channel));
      run.then(
        () => port.postMessage({ id: message.id, rows: [] }),
        (error) => port.postMessage({ id: message.id, error: serializeError(error) }),
      );
      return;
    }
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
        : message.params
          ? prepared(message.sql!, message.params).then(
              (rows) => rows ?? pglite.query(message.sql!, message.params).then((result) => result.rows),
            )
          : pglite.query(message.sql!).then((result) => result.rows);
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
