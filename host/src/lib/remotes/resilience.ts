/**
 * Each attempt at a remote's manifest or entry may take this long; then it is dropped and, up to
 * `RETRIES` times, asked again after `backoff(n)`: at most 3 × 4 s + 0.75 s, within the page's
 * REMOTE_LOAD_TIMEOUT_MS (timeout.ts), so by the time 'Раздел временно недоступен' shows the
 * runtime has given up and cleared what it cached of the failed load, and «Повторить» starts anew.
 */
export const ATTEMPT_TIMEOUT_MS = 4_000;
export const RETRIES = 2;
/** The pause before the n-th retry (1-based): 250 ms, then 500 ms. */
export const backoff = (n: number) => 125 * 2 ** n;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface EntryErrorArgs {
  getRemoteEntry: (args: object) => Promise<unknown>;
  origin: unknown;
  remoteInfo: unknown;
  remoteEntryExports?: unknown;
  globalLoading: Record<string, unknown>;
  uniqueKey: string;
}

/**
 * A runtime plugin on the federation runtime's own hooks (the way `@module-federation/retry-plugin`
 * does it; that package is not on the registry for runtime 2.9, docs/deploy.md):
 * - `fetch`: the manifest, never from a cache, each attempt bounded, 5xx and network errors retried;
 * - `createScript`: a remote entry's script gives up after `ATTEMPT_TIMEOUT_MS` (the runtime's
 *   default is 20 s, longer than the page waits: a retry then joined the pending load);
 * - `loadEntryError`: an entry that failed or hung is asked again under `?retryCount=n`, a request
 *   of its own (the browser would join a pending one of the same URL), with the runtime's cached
 *   loading promise of that entry dropped first, as the retry plugin does.
 */
export const resiliencePlugin = {
  name: 'fund-remote-resilience',
  async fetch(url: string, init?: RequestInit): Promise<Response> {
    for (let n = 0; ; n++) {
      try {
        const res = await fetch(url, {
          ...init,
          cache: 'no-store',
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        if (res.status < 500 || n === RETRIES) return res;
      } catch (e) {
        if (n === RETRIES) throw e;
      }
      await pause(backoff(n + 1));
    }
  },
  createScript: () => ({ timeout: ATTEMPT_TIMEOUT_MS }),
  async loadEntryError({ getRemoteEntry, globalLoading, uniqueKey, ...args }: EntryErrorArgs) {
    for (let n = 1; n <= RETRIES; n++) {
      await pause(backoff(n));
      delete globalLoading[uniqueKey];
      try {
        return await getRemoteEntry({
          ...args,
          getEntryUrl: (url: string) => `${url}${url.includes('?') ? '&' : '?'}retryCount=${n}`,
        });
      } catch {
        // The next attempt, or the runtime reports the original error.
      }
    }
    return undefined;
  },
};
