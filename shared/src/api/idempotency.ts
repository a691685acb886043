import { FetchError } from 'ofetch';
import { useMemo, useRef } from 'react';

/** The header the API's money routes read (docs/security.md "Idempotency"). */
const HEADER = 'Idempotency-Key';

/**
 * A fresh key: 32 hex digits from the browser's CSPRNG (`crypto.randomUUID` is missing outside a
 * secure context, e.g. a cabinet opened by a LAN address over plain HTTP).
 */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The API answered the request with a refusal (4xx): nothing was done and the key is free again. A
 * network failure or a 5xx (a gateway's timeout too) may hide an action that did happen.
 */
const answered = (e: unknown) => e instanceof FetchError && e.status !== undefined && e.status < 500;

/** The request failed without an answer that says what happened (a network failure, a 5xx). */
export const isOutcomeUnknown = (e: unknown) => !answered(e);

/** The key was used for another request: a first try with other values had gone through (422). */
export const isKeyReused = (e: unknown) => e instanceof FetchError && e.status === 422;

/** The request options that carry an action's key. */
interface KeyOptions {
  headers: Record<string, string>;
}

/**
 * One money action's `Idempotency-Key`, kept across its retries: a request whose answer was lost
 * (network, 5xx) and is sent again carries the same key, so the API replays the first answer
 * instead of acting twice. Renewed once the API has answered (a success or a refusal), so the
 * next action of the same form or button is a new one. `send(request)` gives the request its
 * options and keeps or renews the key by the outcome.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      send: async <T>(request: (options: KeyOptions) => Promise<T>): Promise<T> => {
        key.current ??= newIdempotencyKey();
        try {
          const result = await request({ headers: { [HEADER]: key.current } });
          key.current = null;
          return result;
        } catch (error) {
          if (answered(error)) key.current = null;
          throw error;
        }
      },
    }),
    [],
  );
}
