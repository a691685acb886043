import type { HomeworkFilter, HomeworkRow } from '@fund/shared/schemas/curator';
import type { Db } from '../../db/types';

/** Overdue: not completed and the deadline passed before closing (or before now while open). */
const OVERDUE = '(NOT h.is_completed AND h.deadline < COALESCE(h.closed_datetime, $2))';

const FILTERS: Record<HomeworkFilter, string> = {
  not_closed: 'NOT h.is_closed',
  completed: 'h.is_completed',
  overdue: OVERDUE,
  closed: 'h.is_closed',
  all: 'true',
};

/** $1 = viewer (for unread_count), $2 = now. */
const HOMEWORK_SELECT = `
  SELECT h.id, h.topic, h.deadline, h.is_completed, h.is_closed, h.created_datetime,
         ${OVERDUE} AS is_overdue,
         CASE WHEN ${OVERDUE} THEN h.deadline END AS overdue_at,
         (SELECT count(*)::int FROM homework_messages m
           WHERE m.homework_id = h.id AND m.author_id <> $1
             AND NOT EXISTS (SELECT 1 FROM homework_message_reads r WHERE r.message_id = m.id AND r.user_id = $1)
         ) AS unread_count,
         json_build_object('id', p.id, 'username', p.username) AS player,
         json_build_object('id', c.id, 'username', c.username) AS curator,
         CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object('id', e.id, 'username', e.username) END AS updated_by,
         h.updated_datetime,
         COALESCE((SELECT json_agg(json_build_object(
                     'id', m.id, 'text', m.text, 'created_datetime', m.created_datetime,
                     'edited_datetime', m.edited_datetime,
                     'author', json_build_object('id', a.id, 'username', a.username))
                     ORDER BY m.created_datetime, m.id)
                     FROM homework_messages m JOIN users a ON a.id = m.author_id
                    WHERE m.homework_id = h.id), '[]'::json) AS messages
    FROM homework h
    JOIN users p ON p.id = h.player_id
    JOIN users c ON c.id = h.curator_id
    LEFT JOIN users e ON e.id = h.updated_by`;

export interface ListParams {
  playerIds: number[];
  filter: HomeworkFilter;
  perPage: number;
  page: number;
}

export async function listHomework(db: Db, viewerId: number, now: Date, params: ListParams) {
  const where = `h.player_id = ANY($3::int[]) AND ${FILTERS[params.filter]}`;
  const limit = params.perPage === 0 ? null : params.perPage;
  const offset = params.perPage === 0 ? 0 : (params.page - 1) * params.perPage;
  const data = await db.query<HomeworkRow>(
    `${HOMEWORK_SELECT} WHERE ${where}
      ORDER BY h.deadline DESC, h.id DESC LIMIT $4 OFFSET $5`,
    [viewerId, now, params.playerIds, limit, offset],
  );
  const figures = await db.one<{ count: number; completed: number; overdue: number }>(
    `SELECT count(*)::int AS count,
            count(*) FILTER (WHERE h.is_completed)::int AS completed,
            count(*) FILTER (WHERE ${OVERDUE})::int AS overdue
       FROM homework h WHERE $1::int IS NOT NULL AND ${where}`,
    [viewerId, now, params.playerIds],
  );
  return {
    count: figures?.count ?? 0,
    completed: figures?.completed ?? 0,
    overdue: figures?.overdue ?? 0,
    data,
  };
}

export const getHomework = (db: Db, viewerId: number, now: Date, id: number) =>
  db.one<HomeworkRow>(`${HOMEWORK_SELECT} WHERE h.id = $3`, [viewerId, now, id]);

export interface HomeworkAccess {
  id: number;
  player_id: number;
  curator_of: boolean;
}

/** Who may reach a homework: its student, or a curator of that student. */
export async function homeworkAccess(
  db: Db,
  id: number,
  userId: number,
): Promise<HomeworkAccess | undefined> {
  return db.one<HomeworkAccess>(
    `SELECT h.id, h.player_id,
            EXISTS (SELECT 1 FROM curator_students cs WHERE cs.curator_id = $2 AND cs.student_id = h.player_id) AS curator_of
       FROM homework h WHERE h.id = $1`,
    [id, userId],
  );
}
