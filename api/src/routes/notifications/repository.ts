import type { Notification } from '@fund/shared/schemas/shell-responses';
import type { Db } from '../../db/types';

/**
 * Unread student messages on homework of the curator's students (the counters of migration 145, as
 * the students list); attention on overdue or completed-but-open.
 */
export async function curatorNotifications(db: Db, curatorId: number, now: Date): Promise<Notification> {
  const row = await db.one<Notification>(
    `WITH hw AS (
       SELECT h.* FROM homework h
         JOIN curator_students cs ON cs.student_id = h.player_id AND cs.curator_id = $1
     )
     SELECT
       (SELECT coalesce(sum(c.n - coalesce(r.n, 0)), 0)::int
          FROM hw JOIN homework_message_counts c ON c.homework_id = hw.id
          LEFT JOIN homework_read_counts r ON r.homework_id = hw.id AND r.reader_id = $1
         WHERE hw.player_id <> $1
       ) AS unread_count,
       EXISTS (SELECT 1 FROM hw WHERE NOT hw.is_closed
                 AND (hw.is_completed OR hw.deadline < $2)) AS attention`,
    [curatorId, now],
  );
  return row ?? { unread_count: 0, attention: false };
}

/**
 * Unread messages from others on the player's own homework that is not closed — what the default
 * filter shows, so the badge never counts a message the student cannot find; attention when own
 * open homework is overdue.
 */
export async function playerNotifications(db: Db, playerId: number, now: Date): Promise<Notification> {
  const row = await db.one<Notification>(
    `SELECT
       (SELECT count(*)::int FROM homework_messages m JOIN homework h ON h.id = m.homework_id
         WHERE h.player_id = $1 AND NOT h.is_closed AND m.author_id <> $1
           AND NOT EXISTS (SELECT 1 FROM homework_message_reads r WHERE r.message_id = m.id AND r.user_id = $1)
       ) AS unread_count,
       EXISTS (SELECT 1 FROM homework h WHERE h.player_id = $1 AND NOT h.is_closed
                 AND NOT h.is_completed AND h.deadline < $2) AS attention`,
    [playerId, now],
  );
  return row ?? { unread_count: 0, attention: false };
}
