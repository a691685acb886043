import type { StudentRow } from '@fund/shared/schemas/curator';
import type { Db } from '../../db/types';

/**
 * The curator's students with the counts of the menu badge, per student: messages of the
 * student the curator has not read, and attention on open homework that is completed or overdue.
 */
export function listStudents(db: Db, curatorId: number, now: Date, search: string): Promise<StudentRow[]> {
  return db.query<StudentRow>(
    `SELECT u.id, u.username,
            (SELECT count(*)::int FROM homework_messages m JOIN homework h ON h.id = m.homework_id
              WHERE h.player_id = u.id AND m.author_id = u.id AND m.author_id <> $1
                AND NOT EXISTS (SELECT 1 FROM homework_message_reads r WHERE r.message_id = m.id AND r.user_id = $1)
            ) AS unread_count,
            EXISTS (SELECT 1 FROM homework h WHERE h.player_id = u.id AND NOT h.is_closed
                      AND (h.is_completed OR h.deadline < $2)) AS attention
       FROM curator_students cs JOIN users u ON u.id = cs.student_id
      WHERE cs.curator_id = $1 AND u.is_active
        AND ($3 = '' OR u.username ILIKE '%' || $3 || '%')
      ORDER BY u.username`,
    [curatorId, now, search.replace(/[\\%_]/g, (c) => `\\${c}`)],
  );
}
