import { type LoginSlot, reserveCodeAttempt, reserveLoginAttempt } from '../../auth/rate-limit';
import type { Db } from '../../db/types';
import { HttpError, TEXT } from '../../plugins/errors';

/** 429 with Retry-After: nothing was checked. */
export const throttled = (retryAfter: number) =>
  new HttpError(429, TEXT.throttled, undefined, { 'retry-after': String(retryAfter) });

const refuseOver = (slot: LoginSlot) => {
  if (slot.retryAfter > 0) throw throttled(slot.retryAfter);
  return slot;
};

/** Reserves a guess (a password or a code) on its counters; over the limit a 429, nothing checked. */
export async function throttle(db: Db, key: string, client: string, now: Date): Promise<LoginSlot> {
  return refuseOver(await reserveLoginAttempt(db, key, client, now));
}

/** Reserves a code try of a sign-in on the counter of its account and password, from any client. */
export async function throttleCode(db: Db, key: string, now: Date): Promise<LoginSlot> {
  return refuseOver(await reserveCodeAttempt(db, key, now));
}
