import { renderHook } from '@testing-library/react';
import { FetchError } from 'ofetch';
import { isKeyReused, isOutcomeUnknown, useIdempotencyKey } from './index';

const failed = (status?: number) => Object.assign(new FetchError('failed'), { status });
const keyOf = (options: { headers: Record<string, string> }) => options.headers['Idempotency-Key'];

test('a key is 32 hex digits and stays the same until the API answers', () => {
  const { result } = renderHook(() => useIdempotencyKey());
  const first = keyOf(result.current.options());
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(keyOf(result.current.options())).toBe(first);
  // A lost answer (no status) or a 5xx: the action may have been done, the retry keeps the key.
  result.current.settle(failed());
  expect(keyOf(result.current.options())).toBe(first);
  result.current.settle(failed(504));
  expect(keyOf(result.current.options())).toBe(first);
  result.current.settle(new TypeError('Failed to fetch'));
  expect(keyOf(result.current.options())).toBe(first);
});

test('a success or a refusal ends the action: the next one gets a new key', () => {
  const { result, rerender } = renderHook(() => useIdempotencyKey());
  const first = keyOf(result.current.options());
  result.current.settle();
  rerender();
  const second = keyOf(result.current.options());
  expect(second).not.toBe(first);
  result.current.settle(failed(400));
  expect(keyOf(result.current.options())).not.toBe(second);
});

test('each form or button has its own key', () => {
  const a = renderHook(() => useIdempotencyKey()).result.current.options();
  const b = renderHook(() => useIdempotencyKey()).result.current.options();
  expect(keyOf(a)).not.toBe(keyOf(b));
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
