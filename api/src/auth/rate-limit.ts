import { createHash } from 'node:crypto';
import type { Db } from '../db/types';

const WINDOW_SECONDS = 60;
/** Guesses for one username from one client per window. */
export const MAX_ATTEMPTS_PER_USERNAME_AND_CLIENT = 10;
/** Guesses from one client (any usernames) per window. */
export const MAX_ATTEMPTS_PER_CLIENT = 50;
/** Codes of one sign-in key (an account and its password, from any client) per window. */
const MAX_CODES_PER_ACCOUNT = 10;

export interface LoginSlot {
  /** Seconds until the next attempt is allowed; 0 when this attempt may check the password. */
  retryAfter: number;
  keys: string[];
}

function keysFor(username: string, client: string): Array<[string, number]> {
  // Hashed: any length or character of a typed username makes one short, storable key.
  const user = createHash('sha256').update(username.toLowerCase()).digest('base64url');
  return [
    [`user+client:${user}|${client}`, MAX_ATTEMPTS_PER_USERNAME_AND_CLIENT],
    [`client:${client}`, MAX_ATTEMPTS_PER_CLIENT],
  ];
}

/**
 * Reserves one attempt on every counter of this login in ONE statement (a fixed window per key:
 * `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`), so N parallel guesses get the numbers 1..N
 * and only the first `limit` check a password. The owner signing in from another client has
 * counters of their own, so an outsider's guesses never refuse the owner's correct password.
 */
export function reserveLoginAttempt(db: Db, username: string, client: string, now: Date): Promise<LoginSlot> {
  return reserve(db, keysFor(username, client), now);
}

/**
 * Reserves one code try of a sign-in's second step on the counter of its account and password
 * (`key`, from any client; issue 41 item 5): only a caller who typed the same password shares it.
 */
export function reserveCodeAttempt(db: Db, key: string, now: Date): Promise<LoginSlot> {
  return reserve(db, [[key, MAX_CODES_PER_ACCOUNT]], now);
}

/** Whether the counter `key` has reached `limit` in its current window (nothing counted). */
export async function limitReached(db: Db, key: string, limit: number, now: Date): Promise<boolean> {
  const row = await db.one(
    'SELECT 1 FROM login_throttle WHERE key = $1 AND attempts >= $2 AND window_start > $3',
    [key, limit, new Date(now.getTime() - WINDOW_SECONDS * 1000)],
  );
  return Boolean(row);
}

async function reserve(db: Db, keys: Array<[string, number]>, now: Date): Promise<LoginSlot> {
  const expired = new Date(now.getTime() - WINDOW_SECONDS * 1000);
  const rows = await db.query<{ key: string; attempts: number; window_start: Date }>(
    `INSERT INTO login_throttle AS t (key, window_start, attempts)
     SELECT k, $2::timestamptz, 1 FROM unnest($1::text[]) AS k
     ON CONFLICT (key) DO UPDATE SET
       attempts = CASE WHEN t.window_start <= $3 THEN 1 ELSE t.attempts + 1 END,
       window_start = CASE WHEN t.window_start <= $3 THEN $2 ELSE t.window_start END
     RETURNING t.key, t.attempts, t.window_start`,
    [keys.map(([key]) => key), now, expired],
  );
  let retryAfter = 0;
  for (const row of rows) {
    const limit = keys.find(([key]) => key === row.key)![1];
    if (row.attempts > limit) {
      const end = new Date(row.window_start).getTime() + WINDOW_SECONDS * 1000;
      retryAfter = Math.max(retryAfter, Math.ceil((end - now.getTime()) / 1000), 1);
    }
  }
  return { retryAfter, keys: keys.map(([key]) => key) };
}

/** A correct password gives its reservation back: successful logins never use up the limit. */
export async function releaseLoginAttempt(db: Db, slot: LoginSlot): Promise<void> {
  await db.query('UPDATE login_throttle SET attempts = attempts - 1 WHERE key = ANY($1) AND attempts > 0', [
    slot.keys,
  ]);
}

/** Counters whose window ended long ago never count again; keeps the table small. */
export async function pruneLoginThrottle(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE window_start < $1', [
    new Date(now.getTime() - WINDOW_SECONDS * 2000),
  ]);
}
