import type { Db } from '../db/types';

export const FAILURE_WINDOW_SECONDS = 60;
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_IP = 50;

/**
 * Seconds until the next attempt is allowed, or 0. Only failed logins are recorded, so a
 * correct password is never throttled unless that username or IP is already under attack.
 */
export async function loginRetryAfter(db: Db, username: string, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_SECONDS * 1000);
  const checks: Array<[string, string, number]> = [
    ['username', username.toLowerCase(), MAX_FAILURES_PER_USERNAME],
    ['ip', ip, MAX_FAILURES_PER_IP],
  ];
  let wait = 0;
  for (const [column, value, max] of checks) {
    const rows = await db.query<{ created_at: Date }>(
      `SELECT created_at FROM login_failures WHERE ${column} = $1 AND created_at > $2
       ORDER BY created_at DESC LIMIT 1 OFFSET $3`,
      [value, since, max - 1],
    );
    const oldestCounted = rows[0];
    if (oldestCounted) {
      const seconds = Math.ceil(
        (oldestCounted.created_at.getTime() + FAILURE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000,
      );
      wait = Math.max(wait, seconds, 1);
    }
  }
  return wait;
}

export async function recordLoginFailure(db: Db, username: string, ip: string, now: Date): Promise<void> {
  await db.query('INSERT INTO login_failures (username, ip, created_at) VALUES ($1, $2, $3)', [
    username.toLowerCase(),
    ip,
    now,
  ]);
  // Keep the table small: rows older than the window never count again.
  await db.query('DELETE FROM login_failures WHERE created_at < $1', [
    new Date(now.getTime() - FAILURE_WINDOW_SECONDS * 2000),
  ]);
}
