// Issue 42 item 4: the worker's install (about 40 files fetched and cached) waits until the page is
// signed in and quiet, so it no longer competes with /login's click or the dashboard's first fill.

import { useAuthStore } from '@fund/shared/auth';
import { queryClient } from '@fund/shared/query';
import { QUIET_MS, whenSignedInAndQuiet } from './quiet';

beforeEach(() => {
  jest.useFakeTimers();
  useAuthStore.getState().signOut();
  queryClient.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

function watch() {
  const state = { ready: false };
  void whenSignedInAndQuiet().then(() => {
    state.ready = true;
  });
  return state;
}

test('/login alone never registers the worker, however long it stays open', async () => {
  const state = watch();
  await jest.advanceTimersByTimeAsync(10 * QUIET_MS);
  expect(state.ready).toBe(false);
});

test('signed in: not while a query is in flight, then after QUIET_MS without one', async () => {
  let answer: (value: number) => void = () => undefined;
  void queryClient.fetchQuery({
    queryKey: ['slow'],
    queryFn: () =>
      new Promise<number>((resolve) => {
        answer = resolve;
      }),
  });
  const state = watch();
  useAuthStore.getState().setTokens({ access: 'token' });
  await jest.advanceTimersByTimeAsync(10 * QUIET_MS);
  expect(state.ready).toBe(false);

  answer(1);
  await jest.advanceTimersByTimeAsync(QUIET_MS - 1);
  expect(state.ready).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await jest.runOnlyPendingTimersAsync(); // the browser's idle period
  expect(state.ready).toBe(true);
});

test('a query that starts during the quiet period starts it again', async () => {
  useAuthStore.getState().setTokens({ access: 'token' });
  const state = watch();
  await jest.advanceTimersByTimeAsync(QUIET_MS / 2);
  await queryClient.fetchQuery({ queryKey: ['quick'], queryFn: () => Promise.resolve(1) });
  await jest.advanceTimersByTimeAsync(QUIET_MS - 1);
  expect(state.ready).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await jest.runOnlyPendingTimersAsync(); // the browser's idle period
  expect(state.ready).toBe(true);
});
