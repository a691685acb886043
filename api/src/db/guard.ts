import { AsyncLocalStorage } from 'node:async_hooks';
import { OuterHandleInTxError } from './types';

/**
 * Marks the async context of a running transaction so the outer handle refuses to run there:
 * on PGlite it would deadlock, on PostgreSQL it would silently run outside the transaction.
 */
export class TxGuard {
  private readonly storage = new AsyncLocalStorage<boolean>();

  check(): void {
    if (this.storage.getStore()) throw new OuterHandleInTxError();
  }

  run<T>(fn: () => Promise<T>): Promise<T> {
    return this.storage.run(true, fn);
  }

  /** Runs fn outside the marked context (the transaction handle's own queries). */
  exit<T>(fn: () => Promise<T>): Promise<T> {
    return this.storage.run(false, fn);
  }
}
