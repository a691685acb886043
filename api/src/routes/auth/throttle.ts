import { type LoginSlot, reserveLoginAttempt } from '../../auth/rate-limit';
import type { Db } from '../../db/types';
import { HttpError, TEXT } from '../../plugins/errors';

/** Reserves a guess (a password or a code) on its counters; over the limit a 429, nothing checked. */
export async function throttle(db: Db, key: string, client: string, now: Date): Promise<LoginSlot> {
  const slot = await reserveLoginAttempt(db, key, client, now);
  if (slot.retryAfter > 0) {
    throw new HttpError(429, TEXT.throttled, undefined, { 'retry-after': String(slot.retryAfter) });
  }
  return slot;
}
