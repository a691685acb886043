import { renderHook } from '@testing-library/react';
import { FetchError } from 'ofetch';
import { isKeyReused, isOutcomeUnknown, useIdempotencyKey } from './index';

const failed = (status?: number) => Object.assign(new FetchError('failed'), { status });
type Send = ReturnType<typeof useIdempotencyKey>['send'];

/** Sends one request through `send` that ends with `outcome` (an Error rejects); returns its key. */
async function keyOfTry(send: Send, outcome?: unknown): Promise<string> {
  let key = '';
  await send(async (options) => {
    key = options.headers['Idempotency-Key'] ?? '';
    if (outcome !== undefined) throw outcome;
  }).catch(() => undefined);
  return key;
}

test('a key is 32 hex digits and stays the same while the outcome is unknown', async () => {
  const { send } = renderHook(() => useIdempotencyKey()).result.current;
  // A lost answer (no status), a 5xx, a failed fetch: the action may have been done, the retry keeps the key.
  const first = await keyOfTry(send, failed());
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(await keyOfTry(send, failed(504))).toBe(first);
  expect(await keyOfTry(send, new TypeError('Failed to fetch'))).toBe(first);
  expect(await keyOfTry(send)).toBe(first);
});

test('a success or a refusal ends the action: the next one gets a new key', async () => {
  const { send } = renderHook(() => useIdempotencyKey()).result.current;
  const first = await keyOfTry(send);
  const second = await keyOfTry(send, failed(400));
  expect(second).not.toBe(first);
  expect(await keyOfTry(send)).not.toBe(second);
});

test('send gives back the answer and the error as they came', async () => {
  const { send } = renderHook(() => useIdempotencyKey()).result.current;
  await expect(send(async () => ({ id: 7 }))).resolves.toEqual({ id: 7 });
  const refused = failed(409);
  await expect(send(async () => Promise.reject(refused))).rejects.toBe(refused);
});

test('each form or button has its own key', async () => {
  const a = renderHook(() => useIdempotencyKey()).result.current.send;
  const b = renderHook(() => useIdempotencyKey()).result.current.send;
  expect(await keyOfTry(a)).not.toBe(await keyOfTry(b));
});

test('only a 422 means the key was used for another request', () => {
  expect(isKeyReused(failed(422))).toBe(true);
  expect(isKeyReused(failed(400))).toBe(false);
  expect(isKeyReused(failed())).toBe(false);
  expect(isKeyReused(new Error('x'))).toBe(false);
});

test('a network failure or a 5xx leaves the outcome unknown; a 4xx does not', () => {
  expect(isOutcomeUnknown(failed())).toBe(true);
  expect(isOutcomeUnknown(failed(502))).toBe(true);
  expect(isOutcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
  expect(isOutcomeUnknown(failed(400))).toBe(false);
  expect(isOutcomeUnknown(failed(409))).toBe(false);
});
