import { ATTEMPT_TIMEOUT_MS, resiliencePlugin } from './resilience';
import { backoff, RETRIES } from './retry';

const MANIFEST = 'http://localhost:3003/mf-manifest.json';
const ENTRY = 'http://localhost:3003/remoteEntry.1a2b3c4d.js';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the pauses grow: 250 ms, then 500 ms; a hung manifest and a hung entry, three attempts each, fit the page timeout (15 s)', () => {
  expect([backoff(1), backoff(2)]).toEqual([250, 500]);
  expect(RETRIES).toBe(2);
  expect(2 * ((RETRIES + 1) * ATTEMPT_TIMEOUT_MS + backoff(1) + backoff(2))).toBeLessThan(15_000);
});

test('the manifest: asked with no-store and a bounded attempt; a 5xx is asked again after the pause', async () => {
  const calls: [string, RequestInit][] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return new Response('{}', { status: calls.length === 1 ? 503 : 200 });
  }) as never;
  const answer = resiliencePlugin.fetch(MANIFEST, {});
  await jest.advanceTimersByTimeAsync(249);
  expect(calls).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect((await answer).status).toBe(200);
  expect(calls).toHaveLength(2);
  for (const [url, init] of calls) {
    expect(url).toBe(MANIFEST);
    expect(init.cache).toBe('no-store');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  }
});

test('the manifest: a 404 is not asked again; network errors are, and the last one is thrown', async () => {
  globalThis.fetch = jest.fn(async () => new Response('', { status: 404 })) as never;
  expect((await resiliencePlugin.fetch(MANIFEST)).status).toBe(404);
  expect(fetch).toHaveBeenCalledTimes(1);

  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as never;
  const answer = resiliencePlugin.fetch(MANIFEST);
  const assertion = expect(answer).rejects.toThrow('Failed to fetch');
  await jest.advanceTimersByTimeAsync(backoff(1) + backoff(2));
  await assertion;
  expect(fetch).toHaveBeenCalledTimes(RETRIES + 1);
});

test("an entry's script gives up after one attempt's time (the runtime's own default is 20 s)", () => {
  expect(resiliencePlugin.createScript()).toEqual({ timeout: ATTEMPT_TIMEOUT_MS });
});

test("an entry that failed is asked again under its own URL, the runtime's cached load dropped first", async () => {
  const globalLoading: Record<string, unknown> = { 'video:entry': Promise.resolve() };
  const urls: string[] = [];
  const exports = { get: jest.fn(), init: jest.fn() };
  const getRemoteEntry = jest.fn(async ({ getEntryUrl }: { getEntryUrl: (url: string) => string }) => {
    expect(globalLoading).toEqual({});
    urls.push(getEntryUrl(ENTRY));
    if (urls.length === 1) throw new Error('RUNTIME-008 timed out');
    return exports;
  });
  const origin = { registerPlugins: jest.fn() };
  const recovered = resiliencePlugin.loadEntryError({
    getRemoteEntry: getRemoteEntry as never,
    origin,
    remoteInfo: { entry: ENTRY },
    globalLoading,
    uniqueKey: 'video:entry',
  });
  await jest.advanceTimersByTimeAsync(backoff(1) + backoff(2));
  await expect(recovered).resolves.toBe(exports);
  // Numbered across the page: a later load's retries never join a request still pending.
  expect(urls).toEqual([
    expect.stringMatching(/\?retryCount=\d+$/),
    expect.stringMatching(/\?retryCount=\d+$/),
  ]);
  expect(new Set(urls).size).toBe(2);
  expect(getRemoteEntry).toHaveBeenLastCalledWith(
    expect.objectContaining({ origin, remoteInfo: { entry: ENTRY } }),
  );
  // From then on the entry is asked under a fresh URL from the start (a later plugin's createScript).
  expect(origin.registerPlugins).toHaveBeenCalledWith([
    expect.objectContaining({ name: 'fund-fresh-entry' }),
  ]);
});

test('an entry that fails every retry: nothing recovered, the runtime throws its own error', async () => {
  const getRemoteEntry = jest.fn(async () => {
    throw new Error('RUNTIME-008');
  });
  const recovered = resiliencePlugin.loadEntryError({
    getRemoteEntry,
    origin: { registerPlugins: jest.fn() },
    remoteInfo: {},
    globalLoading: {},
    uniqueKey: 'k',
  });
  await jest.advanceTimersByTimeAsync(backoff(1) + backoff(2));
  await expect(recovered).resolves.toBeUndefined();
  expect(getRemoteEntry).toHaveBeenCalledTimes(RETRIES);
});
