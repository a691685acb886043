import type { Db } from '../types';
import type { SeededUsers } from './users';

/** First day of the month before `now` ('YYYY-MM-DD'): the month whose hands are due by the 5th. */
function previousMonth(now: Date): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 10);
}

/**
 * Hands still expected from two students of `curator` for last month; `player` and `newbie`
 * owe nothing, so their dashboards open without the dialog.
 */
export async function seedUploads(db: Db, users: SeededUsers, now = new Date()): Promise<void> {
  const period = previousMonth(now);
  await db.query('INSERT INTO hand_upload_expected (user_id, period) VALUES ($1, $2)', [
    users['anna.kuznetsova'],
    period,
  ]);
  await db.query(
    'INSERT INTO hand_upload_expected (user_id, period, h2n, ggnetwork, ggsummary, ggscreen) VALUES ($1, $2, true, false, false, true)',
    [users['sergey.volkov'], period],
  );
}
