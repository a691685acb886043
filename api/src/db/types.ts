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
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export class OuterHandleInTxError extends Error {
  constructor() {
    super('The outer database handle was used inside a transaction; use the transaction handle.');
  }
}
