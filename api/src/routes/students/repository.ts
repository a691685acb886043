import type { StudentRow } from '@fund/shared/schemas/curator';
import type { Db } from '../../db/types';

/** The keyset of the picker's order: the last row's username and id (usernames are unique; the id settles it anyway). */
export interface StudentCursor {
  username: string;
  id: number;
}

/** The filter of the curator's students: own links, active users, part of the name (`\`, `%`, `_` literal). */
const STUDENTS = `
       FROM curator_students cs JOIN users u ON u.id = cs.student_id
      WHERE cs.curator_id = $1 AND u.is_active
        AND ($2 = '' OR u.username ILIKE '%' || $2 || '%')`;

/**
 * The count without a search: the curator's links less those of inactive users — two index reads
 * and a scan for the few inactive users, where joining every link with `users` cost five times a
 * page (docs/performance-history-2026-11.md "Fund scale", the curator's students: 441 → 3,422 statements a second).
 */
const COUNT_ALL = `
     SELECT ((SELECT count(*) FROM curator_students WHERE curator_id = $1)
           - (SELECT count(*) FROM users u JOIN curator_students cs ON cs.curator_id = $1 AND cs.student_id = u.id
               WHERE NOT u.is_active))::int AS n`;

const likeText = (search: string) => search.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the curator's students (issue 43: a curator of 5,000 students got them all in
 * one answer), by username, after the row of `after`, with the counts of the menu badge per
 * student: messages of the student the curator has not read, and attention on open homework that
 * is completed or overdue — computed for the page's rows only. The unread count comes from the
 * counters of migration 145 (the student's messages per homework minus those the curator read),
 * not from the messages themselves. `count`: every student that passes the filter.
 */
export async function listStudents(
  db: Db,
  curatorId: number,
  now: Date,
  query: { search: string; limit: number; after?: StudentCursor },
): Promise<{ rows: StudentRow[]; count: number }> {
  const search = likeText(query.search);
  const rows = await db.query<StudentRow>(
    `SELECT p.id, p.username,
            (SELECT coalesce(sum(c.n - coalesce(r.n, 0)), 0)::int
               FROM homework h JOIN homework_message_counts c ON c.homework_id = h.id
               LEFT JOIN homework_read_counts r ON r.homework_id = h.id AND r.reader_id = $1
              WHERE h.player_id = p.id AND p.id <> $1
            ) AS unread_count,
            EXISTS (SELECT 1 FROM homework h WHERE h.player_id = p.id AND NOT h.is_closed
                      AND (h.is_completed OR h.deadline < $3)) AS attention
       FROM (SELECT u.id, u.username ${STUDENTS}
                AND ($4::text IS NULL OR (u.username, u.id) > ($4::text, $5::int))
              ORDER BY u.username, u.id
              LIMIT $6) p
      ORDER BY p.username, p.id`,
    [curatorId, search, now, query.after?.username ?? null, query.after?.id ?? null, query.limit],
  );
  const total = await db.one<{ n: number }>(
    search === '' ? COUNT_ALL : `SELECT count(*)::int AS n ${STUDENTS}`,
    search === '' ? [curatorId] : [curatorId, search],
  );
  return { rows, count: total?.n ?? 0 };
}
