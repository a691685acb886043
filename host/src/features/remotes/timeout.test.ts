import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteComponent } from './remote-registry';
import { RemoteTimeoutError, withTimeout } from './timeout';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const never = () => new Promise<never>(() => undefined);
const Page = () => null;

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
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

test('a remote that never answers rejects after the timeout; the retry registers it anew and loads', async () => {
  jest.mocked(loadRemote).mockImplementationOnce(never);
  const first = loadRemoteComponent('video/HomePage', 5_000);
  const assertion = expect(first).rejects.toBeInstanceOf(RemoteTimeoutError);
  await jest.advanceTimersByTimeAsync(4_999);
  expect(jest.getTimerCount()).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
  await assertion;

  jest.mocked(loadRemote).mockResolvedValueOnce({ default: Page });
  await expect(loadRemoteComponent('video/HomePage', 5_000)).resolves.toBe(Page);
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'video', entry: 'http://localhost:3003/mf-manifest.json' }],
    { force: true },
  );
});
