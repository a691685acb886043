import { ATTEMPT_TIMEOUT_MS, attempt, type EntryErrorArgs } from './resilience';

/** Retries after the first attempt (resilience.ts), each after its pause. */
export const RETRIES = 2;
/** The pause before the n-th retry (1-based): 250 ms, then 500 ms. */
export const backoff = (n: number) => 125 * 2 ** n;

/** Every entry retry of the page asks under a URL of its own (the browser joins a pending one). */
let retries = 0;
const fresh = (url: string) => `${url}${url.includes('?') ? '&' : '?'}retryCount=${++retries}`;
/** Entries that failed or hung in this page. */
const failedEntries = new Set<string>();

/**
 * Registered with the first entry that fails: such an entry is asked under a fresh URL from the
 * start of every later load (the browser may still hold the hung request of its own URL, and a
 * «Повторить» would join it). The runtime takes the last plugin's answer.
 */
const freshEntryPlugin = {
  name: 'fund-fresh-entry',
  createScript({ url }: { url: string }) {
    if (!failedEntries.has(url)) return undefined;
    const script = document.createElement('script');
    script.src = fresh(url);
    return { script, timeout: ATTEMPT_TIMEOUT_MS };
  },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A manifest whose first attempt failed (a 5xx or an error): asked again; the last answer is
 * returned, or the last error thrown, for the runtime to report.
 */
export async function fetchAgain(url: string, init?: RequestInit) {
  let last: unknown;
  for (let n = 1; n <= RETRIES; n++) {
    await pause(backoff(n));
    try {
      last = await attempt(url, init);
      if ((last as Response).status < 500) break;
    } catch (e) {
      last = e;
    }
  }
  if (last instanceof Response) return last;
  throw last;
}

/**
 * The runtime's `loadEntryError`: the entry is asked again under a fresh URL, with the runtime's
 * cached loading promise of it dropped first; nothing recovered lets the runtime throw its error.
 */
export async function entryAgain({ getRemoteEntry, globalLoading, uniqueKey, ...args }: EntryErrorArgs) {
  if (args.remoteInfo.entry) failedEntries.add(args.remoteInfo.entry);
  args.origin.registerPlugins([freshEntryPlugin as never]);
  for (let n = 1; n <= RETRIES; n++) {
    await pause(backoff(n));
    delete globalLoading[uniqueKey];
    try {
      return await getRemoteEntry({ ...args, getEntryUrl: fresh });
    } catch {
      // The next attempt, or the runtime reports the original error.
    }
  }
  return undefined;
}
