/**
 * Each attempt at a remote's manifest or entry may take this long; then it is dropped and, up to
 * `RETRIES` times, asked again after `backoff(n)`. All of it ends by the load's deadline
 * (`startLoad`: the page's REMOTE_LOAD_TIMEOUT_MS less `MARGIN_MS`), so by the time 'Раздел
 * временно недоступен' shows, the runtime has given up and cleared what it cached of the failed
 * load (its manifest's and its entry's loading promises), and «Повторить» starts anew.
 */
export const ATTEMPT_TIMEOUT_MS = 4_000;
export const RETRIES = 2;
/** The pause before the n-th retry (1-based): 250 ms, then 500 ms. */
export const backoff = (n: number) => 125 * 2 ** n;
const MARGIN_MS = 500;
/** An attempt that would have less than this before the deadline is not made. */
const MIN_ATTEMPT_MS = 1_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const deadlines = new Map<string, number>();
/** Every entry retry of the page asks under a URL of its own (the browser joins a pending one). */
let retries = 0;
const fresh = (url: string) => `${url}${url.includes('?') ? '&' : '?'}retryCount=${++retries}`;
/** Entries that failed or hung in this page: asked under a fresh URL from then on. */
const failedEntries = new Set<string>();

/** A load of remote `name` starts: the runtime's attempts for it end within `ms`. */
export function startLoad(name: string, ms: number) {
  deadlines.set(name, performance.now() + ms - MARGIN_MS);
}

const remaining = (name = '') => (deadlines.get(name) ?? Number.POSITIVE_INFINITY) - performance.now();
/** Whether the n-th retry, after its pause, still has time before the deadline. */
const another = (name: string | undefined, n: number) => remaining(name) - backoff(n) >= MIN_ATTEMPT_MS;
/** How long the next attempt for `name` may take. */
const attemptMs = (name?: string) => Math.max(1, Math.min(ATTEMPT_TIMEOUT_MS, remaining(name)));

interface RemoteInfo {
  name?: string;
  entry?: string;
}

interface EntryErrorArgs {
  getRemoteEntry: (args: object) => Promise<unknown>;
  origin: unknown;
  remoteInfo: RemoteInfo;
  remoteEntryExports?: unknown;
  globalLoading: Record<string, unknown>;
  uniqueKey: string;
}

/**
 * A runtime plugin on the federation runtime's own hooks (the way `@module-federation/retry-plugin`
 * does it; that package is not on the registry for runtime 2.9, docs/deploy.md):
 * - `fetch`: the manifest, never from a cache, each attempt bounded, 5xx and network errors retried;
 * - `createScript`: a remote entry's script gives up after one attempt's time (the runtime's
 *   default is 20 s, longer than the page waits: a retry then joined the pending load), and an
 *   entry that failed before in this page is asked under a fresh URL from the start (the browser
 *   may still hold the hung request of its own URL and would join it);
 * - `loadEntryError`: an entry that failed or hung is asked again under `?retryCount=n`, a request
 *   of its own, with the runtime's cached loading promise of that entry dropped first, as the retry
 *   plugin does.
 */
export const resiliencePlugin = {
  name: 'fund-remote-resilience',
  async fetch(url: string, init?: RequestInit, remote?: RemoteInfo): Promise<Response> {
    for (let n = 0; ; n++) {
      let res: Response | undefined;
      let error: unknown;
      try {
        const signal = AbortSignal.timeout(attemptMs(remote?.name));
        res = await fetch(url, { ...init, cache: 'no-store', signal });
        if (res.status < 500) return res;
      } catch (e) {
        error = e;
      }
      if (n === RETRIES || !another(remote?.name, n + 1)) {
        if (res) return res;
        throw error;
      }
      await pause(backoff(n + 1));
    }
  },
  createScript({ url, remoteInfo }: { url: string; remoteInfo?: RemoteInfo }) {
    const timeout = attemptMs(remoteInfo?.name);
    if (!failedEntries.has(url)) return { timeout };
    const script = document.createElement('script');
    script.src = fresh(url);
    return { script, timeout };
  },
  async loadEntryError({ getRemoteEntry, globalLoading, uniqueKey, ...args }: EntryErrorArgs) {
    if (args.remoteInfo.entry) failedEntries.add(args.remoteInfo.entry);
    for (let n = 1; n <= RETRIES; n++) {
      if (!another(args.remoteInfo.name, n)) break;
      await pause(backoff(n));
      delete globalLoading[uniqueKey];
      try {
        return await getRemoteEntry({ ...args, getEntryUrl: fresh });
      } catch {
        // The next attempt, or the runtime reports the original error.
      }
    }
    return undefined;
  },
};
