import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { reportRemoteLoad } from './api/load-report';
import { loadRemoteComponent, preloadRemoteComponent } from './remote-registry';
import { resiliencePlugin } from './resilience';
import { dropSharedOf } from './shared-skew';
import { RemoteTimeoutError, withTimeout } from './timeout';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./api/load-report', () => ({ reportRemoteLoad: jest.fn() }));

/** The host's federation instance: the remotes whose entry has loaded. */
const moduleCache = new Map<string, unknown>();

const never = () => new Promise<never>(() => undefined);
const registerPlugins = jest.fn();
const Page = () => null;

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(reportRemoteLoad).mockReset();
  moduleCache.clear();
  jest.mocked(getInstance).mockReturnValue({ moduleCache, shareScopeMap: {}, registerPlugins } as never);
  globalThis.fetch = jest.fn(async () => Response.json({ video: 'http://localhost:3003/mf-manifest.json' }));
});
afterEach(() => jest.useRealTimers());

test('withTimeout: the value when in time, a RemoteTimeoutError when not', async () => {
  await expect(withTimeout(Promise.resolve(7), 100, 'x')).resolves.toBe(7);
  const late = withTimeout(never(), 100, 'video/HomePage');
  const assertion = expect(late).rejects.toEqual(new RemoteTimeoutError('video/HomePage', 100));
  await jest.advanceTimersByTimeAsync(100);
  await assertion;
});

test('withTimeout: the original error is kept, the timer cleared', async () => {
  await expect(withTimeout(Promise.reject(new Error('refused')), 100, 'x')).rejects.toThrow('refused');
  expect(jest.getTimerCount()).toBe(0);
});

test('a remote that never answers rejects after the timeout; the retry loads it without registering it anew (the runtime cleared the failed load)', async () => {
  jest.mocked(loadRemote).mockImplementationOnce(never);
  const first = loadRemoteComponent('video/HomePage', 5_000);
  const assertion = expect(first).rejects.toBeInstanceOf(RemoteTimeoutError);
  await jest.advanceTimersByTimeAsync(4_999);
  expect(jest.getTimerCount()).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
  await assertion;

  jest.mocked(loadRemote).mockResolvedValueOnce({ default: Page });
  await expect(loadRemoteComponent('video/HomePage', 5_000)).resolves.toBe(Page);
  expect(jest.mocked(registerRemotes).mock.calls.filter((call) => call.length > 1)).toEqual([]);
  // Each load's outcome and time go to the API's metrics; the runtime has the retry plugin.
  expect(jest.mocked(reportRemoteLoad).mock.calls.map(([r]) => r)).toEqual([
    { remote: 'video', outcome: 'timeout', ms: expect.any(Number) },
    { remote: 'video', outcome: 'loaded', ms: expect.any(Number) },
  ]);
  expect(jest.mocked(reportRemoteLoad).mock.calls[0]?.[0].ms).toBeGreaterThanOrEqual(5_000);
  expect(registerPlugins.mock.calls.flat(2)).toContain(resiliencePlugin);
});

test("the preload reports nothing: the page's own load of the module is the one counted", async () => {
  jest.mocked(loadRemote).mockResolvedValue({ default: Page });
  preloadRemoteComponent('video/HomePage');
  await expect(loadRemoteComponent('video/HomePage', 5_000)).resolves.toBe(Page);
  expect(loadRemote).toHaveBeenCalledTimes(2);
  expect(jest.mocked(reportRemoteLoad).mock.calls.map(([r]) => r.outcome)).toEqual(['loaded']);
});

test('a remote refused by the version rule leaves no shared copies only it uses', () => {
  const scopes = {
    default: {
      '@fund/shared/format': {
        '2.0.0': { from: 'video', useIn: ['video'] },
        '1.0.0': { from: 'player', useIn: [] },
      },
      '@fund/shared/ui': { '1.0.0': { from: 'host', useIn: ['host', 'video'] } },
      dayjs: { '1.11.23': { from: 'video', useIn: ['video', 'player'] } },
    },
  };
  dropSharedOf('video', scopes);
  expect(scopes.default).toEqual({
    '@fund/shared/format': { '1.0.0': { from: 'player', useIn: [] } },
    '@fund/shared/ui': { '1.0.0': { from: 'host', useIn: ['host', 'video'] } },
    dayjs: { '1.11.23': { from: 'video', useIn: ['video', 'player'] } },
  });
});
