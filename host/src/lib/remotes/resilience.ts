/**
 * Each attempt at a remote's manifest or entry (and at `/remotes.json`) may take this long; then
 * it is dropped and, twice at most, asked again after a growing pause (retry.ts, loaded with the
 * first failure). A manifest and an entry that both hang take 2 × (3 × 2 s + 0.75 s) = 13.5 s at
 * most, within the page's REMOTE_LOAD_TIMEOUT_MS (15 s): when 'Раздел временно недоступен' shows,
 * the runtime has given up and cleared what it cached of the failed load (the manifest's and the
 * entry's loading promises), and «Повторить» starts anew.
 */
export const ATTEMPT_TIMEOUT_MS = 2_000;

/** One attempt at a manifest: never from a cache, bounded. */
export const attempt = (url: string, init?: RequestInit) =>
  fetch(url, { ...init, cache: 'no-store', signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });

export interface EntryErrorArgs {
  getRemoteEntry: (args: object) => Promise<unknown>;
  origin: { registerPlugins: (plugins: never[]) => void };
  remoteInfo: { entry?: string };
  remoteEntryExports?: unknown;
  globalLoading: Record<string, unknown>;
  uniqueKey: string;
}

const retry = () => import('./retry');
const again = async (url: string, init?: RequestInit) => (await retry()).fetchAgain(url, init);

/**
 * A runtime plugin on the federation runtime's own hooks (the way `@module-federation/retry-plugin`
 * does it; that package is not on the registry for runtime 2.9, docs/deploy.md):
 * - `fetch`: the manifest, never from a cache, each attempt bounded, 5xx and network errors retried;
 * - `createScript`: a remote entry's script gives up after one attempt's time (the runtime's
 *   default is 20 s, longer than the page waits: a retry then joined the pending load);
 * - `loadEntryError`: an entry that failed or hung is asked again under `?retryCount=n`, a request
 *   of its own, with the runtime's cached loading promise of that entry dropped first, as the retry
 *   plugin does.
 * The retries (retry.ts) load with the first failure: the first view has only the first attempts
 * (docs/deploy.md, its bytes).
 */
export const resiliencePlugin = {
  name: 'fund-remote-resilience',
  fetch: (url: string, init?: RequestInit): Promise<Response> =>
    attempt(url, init).then(
      (res) => (res.status < 500 ? res : again(url, init)),
      () => again(url, init),
    ),
  createScript: () => ({ timeout: ATTEMPT_TIMEOUT_MS }),
  loadEntryError: async (args: EntryErrorArgs) => (await retry()).entryAgain(args),
};
