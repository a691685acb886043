/** The one database interface every repository uses; PGlite and PostgreSQL implement it. */
export interface Db {
  /** Rows of one statement; `$1..$n` placeholders. numeric columns come back as strings. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** First row or undefined. */
  one<T>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction; inside it use only `t`: the outer handle throws there. */
  tx<T>(fn: (t: Db) => Promise<T>): Promise<T>;
  /**
   * Hears `NOTIFY channel` of committed transactions, in commit order. `live(false)`: the
   * notifications may have been missed (the connection was lost), `live(true)`: they arrive
   * again. Resolves once listening; the function it gives stops. close() stops them all.
   */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the pool's open, idle connections and requests waiting for one (metrics). */
  poolFigures?(): { total: number; idle: number; waiting: number };
}

export interface Listener {
  notify(payload: string): void;
  live(up: boolean): void;
}

export class OuterHandleInTxError extends Error {
  constructor() {
    super('The outer database handle was used inside a transaction; use the transaction handle.');
  }
}
