import type { StudentRow } from '@fund/shared/schemas/curator';
import type { Db } from '../../db/types';

/**
 * The curator's students with the counts of the menu badge, per student: messages of the
 * student the curator has not read, and attention on open homework that is completed or overdue.
 * The unread count comes from the counters of migration 145 (the student's messages per homework
 * minus those the curator read), not from the messages themselves.
 */
export function listStudents(db: Db, curatorId: number, now: Date, search: string): Promise<StudentRow[]> {
  return db.query<StudentRow>(
    `SELECT u.id, u.username,
            (SELECT coalesce(sum(c.n - coalesce(r.n, 0)), 0)::int
               FROM homework h JOIN homework_message_counts c ON c.homework_id = h.id
               LEFT JOIN homework_read_counts r ON r.homework_id = h.id AND r.reader_id = $1
              WHERE h.player_id = u.id AND u.id <> $1
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
