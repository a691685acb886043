import {
  HOMEWORK_ALL_PAGE,
  type HomeworkCreate,
  type HomeworkFilter,
  type HomeworkRow,
  type HomeworkUpdate,
} from '@fund/shared/schemas/curator';
import type { Db } from '../../db/types';
import { idPage, type PageKey, SqlFilter } from '../../lib/list-page';
import { businessError, conflict, forbidden, ValidationError } from '../../plugins/errors';
import { texts } from '../../texts';
import { HOMEWORK_PAGING_TEXT } from './texts';

// The homework itself: its list, access, creation and updates. Its thread is in messages.ts.

// Reads

/** Overdue: not completed and the deadline passed before closing (or before now while open). */
const OVERDUE = '(NOT h.is_completed AND h.deadline < COALESCE(h.closed_datetime, $2))';

const FILTERS: Record<HomeworkFilter, string> = {
  not_closed: 'NOT h.is_closed',
  completed: 'h.is_completed',
  overdue: OVERDUE,
  closed: 'h.is_closed',
  all: 'true',
};

/** The list's columns; $1 = viewer (for unread_count), $2 = now. */
const HOMEWORK_COLUMNS = `
         h.id, h.topic, h.deadline, h.is_completed, h.is_closed, h.created_datetime,
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
                    WHERE m.homework_id = h.id), '[]'::json) AS messages`;
const HOMEWORK_JOINS = `
    JOIN users p ON p.id = h.player_id
    JOIN users c ON c.id = h.curator_id
    LEFT JOIN users e ON e.id = h.updated_by`;
const HOMEWORK_SELECT = `SELECT ${HOMEWORK_COLUMNS} FROM homework h ${HOMEWORK_JOINS}`;

/**
 * The list's order (spec 02: latest deadline first): the deadline to the millisecond — as the
 * answer writes it, and so the cursor `<deadline>|<id>` built from a row — then the id.
 */
const DEADLINE_KEY: PageKey = { sql: "date_trunc('milliseconds', h.deadline)", type: 'timestamptz' };

export interface ListParams {
  playerIds: number[];
  filter: HomeworkFilter;
  /** 10, 20, 50, 100, or 0 = «Все» (pages of HOMEWORK_ALL_PAGE). */
  perPage: number;
  page: number;
  /** The previous page's last row (its deadline as the answer writes it, and id): the next page. */
  after?: { key: string; id: number };
}

/**
 * A page of the homework list and the filter's figures (issue 43): the page's ids from `homework`
 * alone (the students' rows by homework_player_idx, the filter, the cursor), by `idPage` — by
 * number (counted from the nearer end, bounded) or after the cursor — then their rows and messages.
 */
export async function listHomework(db: Db, viewerId: number, now: Date, params: ListParams) {
  const filter = () =>
    new SqlFilter()
      .add((p) => `${p}::int IS NOT NULL`, viewerId)
      .add((p) => `${p}::timestamptz IS NOT NULL`, now)
      .add((p) => `h.player_id = ANY(${p}::int[])`, params.playerIds)
      .raw(FILTERS[params.filter]);
  const figures = filter();
  const counted = await db.one<{ count: number; completed: number; overdue: number }>(
    `SELECT count(*)::int AS count,
            count(*) FILTER (WHERE h.is_completed)::int AS completed,
            count(*) FILTER (WHERE ${OVERDUE})::int AS overdue
       FROM homework h ${figures.where}`,
    figures.params,
  );
  const count = counted?.count ?? 0;
  const { rows } = await idPage<HomeworkRow>(
    db,
    { table: 'homework', alias: 'h', select: HOMEWORK_COLUMNS, joins: HOMEWORK_JOINS, key: DEADLINE_KEY },
    filter(),
    count,
    {
      page: params.page,
      per_page: params.perPage === 0 ? HOMEWORK_ALL_PAGE : params.perPage,
      after: params.after,
    },
    () => businessError(HOMEWORK_PAGING_TEXT.pageTooFar),
  );
  return { count, completed: counted?.completed ?? 0, overdue: counted?.overdue ?? 0, data: rows };
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

// Writes

const HOMEWORK_TEXT = texts.homework;

export async function createHomework(
  db: Db,
  body: HomeworkCreate,
  curatorId: number,
  now: Date,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO homework (topic, deadline, curator_id, player_id, created_datetime)
     SELECT $1, $2, $3, unnest($4::int[]), $5 RETURNING id`,
    [body.topic.trim(), new Date(body.deadline), curatorId, [...new Set(body.player_ids)], now],
  );
  return rows.map((r) => r.id);
}

/** The curator's update: topic, deadline, completion and closing, only while the homework is open. */
export async function curatorUpdate(
  db: Db,
  id: number,
  update: HomeworkUpdate,
  editorId: number,
  now: Date,
): Promise<void> {
  if (update.is_closed === false) throw new ValidationError({ is_closed: [HOMEWORK_TEXT.reopen] });
  const changes: Record<string, unknown> = { ...update };
  if (update.topic !== undefined) changes.topic = update.topic.trim();
  await db.tx(async (t) => {
    const rows = await t.query(
      `UPDATE homework SET
         topic = COALESCE($2, topic),
         deadline = COALESCE($3, deadline),
         is_completed = COALESCE($4, is_completed),
         completed_datetime = CASE WHEN $4::boolean IS NULL THEN completed_datetime WHEN $4 THEN $6::timestamptz END,
         is_closed = COALESCE($5, is_closed),
         closed_datetime = CASE WHEN $5::boolean THEN $6::timestamptz ELSE closed_datetime END,
         updated_by = $7, updated_datetime = $6
       WHERE id = $1 AND NOT is_closed RETURNING id`,
      [
        id,
        changes.topic ?? null,
        update.deadline ? new Date(update.deadline) : null,
        update.is_completed ?? null,
        update.is_closed ?? null,
        now,
        editorId,
      ],
    );
    if (rows.length === 0)
      throw conflict(update.is_closed ? HOMEWORK_TEXT.alreadyClosed : HOMEWORK_TEXT.closed);
    await t.query(
      'INSERT INTO homework_edits (homework_id, editor_id, changes, edited_datetime) VALUES ($1, $2, $3, $4)',
      [id, editorId, JSON.stringify(changes), now],
    );
  });
}

/**
 * The student's update: only marking completed, never on a closed homework. Taking the mark back
 * (`is_completed: false`) is the curator's call, as in the UI (docs/security.md "Ownership").
 */
export async function studentUpdate(
  db: Db,
  id: number,
  update: HomeworkUpdate,
  playerId: number,
  now: Date,
): Promise<void> {
  const keys = Object.keys(update);
  if (keys.some((key) => key !== 'is_completed') || update.is_completed !== true) {
    throw forbidden(HOMEWORK_TEXT.studentOnlyCompletes);
  }
  const done = update.is_completed;
  await db.tx(async (t) => {
    const rows = await t.query(
      `UPDATE homework SET is_completed = $2, completed_datetime = CASE WHEN $2 THEN $4::timestamptz END,
              updated_by = $3, updated_datetime = $4
        WHERE id = $1 AND player_id = $3 AND NOT is_closed AND is_completed <> $2 RETURNING id`,
      [id, done, playerId, now],
    );
    if (rows.length === 0) {
      const state = await t.one<{ is_closed: boolean }>('SELECT is_closed FROM homework WHERE id = $1', [id]);
      if (state?.is_closed) throw conflict(HOMEWORK_TEXT.closed);
      throw conflict(HOMEWORK_TEXT.alreadyCompleted);
    }
    await t.query(
      'INSERT INTO homework_edits (homework_id, editor_id, changes, edited_datetime) VALUES ($1, $2, $3, $4)',
      [id, playerId, JSON.stringify({ is_completed: done }), now],
    );
  });
}
