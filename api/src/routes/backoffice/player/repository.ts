import type { PlayerNotices } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../../db/types';
import { payoutItems } from '../queues/payouts';

/** The newest 50 notices and the unread count (the badge). */
export async function playerNotices(db: Db, userId: number): Promise<PlayerNotices> {
  const items = await db.query<PlayerNotices['items'][number]>(
    `SELECT id, kind, entity_id, text, created_at, read_at IS NOT NULL AS read FROM player_notices
      WHERE user_id = $1 ORDER BY id DESC LIMIT 50`,
    [userId],
  );
  const unread = await db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM player_notices WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return { unread_count: unread?.n ?? 0, items };
}

/** Marks the given (or all) own notices read. */
export async function readNotices(db: Db, userId: number, ids: number[] | undefined) {
  const rows = await db.query(
    `UPDATE player_notices SET read_at = now()
      WHERE user_id = $1 AND read_at IS NULL AND ($2::int[] IS NULL OR id = ANY($2::int[])) RETURNING id`,
    [userId, ids ?? null],
  );
  return { updated: rows.length };
}

/** The player's own payout requests with their outcome. */
export async function playerPayoutRequests(db: Db, userId: number) {
  const requests = await db.query<{ id: number; status: string; reject_reason: string | null }>(
    `SELECT id, status, reject_reason, created_at AS created_datetime, paid_at FROM payout_requests
      WHERE user_id = $1 ORDER BY id DESC`,
    [userId],
  );
  const items = await payoutItems(
    db,
    requests.map((row) => row.id),
  );
  return requests.map((request) => ({
    ...request,
    items: items
      .filter((item) => item.payout_request_id === request.id)
      .map((item) => ({
        account_record_id: item.account_record_id,
        account_record_name: item.account_record_name,
        room_name: item.room_name,
        currency_name: item.currency_name,
        amount: item.amount,
      })),
  }));
}
