import type { HomeworkCreate, HomeworkUpdate } from '@fund/shared/schemas/curator';
import type { Db } from '../../db/types';
import { conflict, forbidden, notFound, ValidationError } from '../../plugins/errors';

export const HOMEWORK_TEXT = {
  closed: 'Задание закрыто, изменить его нельзя',
  alreadyClosed: 'Задание уже закрыто',
  reopen: 'Закрытое задание нельзя открыть заново',
  alreadyCompleted: 'Задание уже отмечено выполненным',
  studentOnlyCompletes: 'Студент может только отметить задание выполненным',
  onlyLatestOwn: 'Редактировать можно только своё последнее сообщение',
} as const;

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

/** Marks every message of others in the homework read by the user; returns how many were new. */
export async function markRead(db: Db, homeworkId: number, userId: number, now: Date): Promise<number> {
  const rows = await db.query(
    `INSERT INTO homework_message_reads (message_id, user_id, read_at)
     SELECT m.id, $2, $3 FROM homework_messages m WHERE m.homework_id = $1 AND m.author_id <> $2
     ON CONFLICT DO NOTHING RETURNING message_id`,
    [homeworkId, userId, now],
  );
  return rows.length;
}

export async function addMessage(
  db: Db,
  homeworkId: number,
  authorId: number,
  text: string,
  now: Date,
): Promise<number> {
  const row = await db.one<{ id: number }>(
    'INSERT INTO homework_messages (homework_id, author_id, text, created_datetime) VALUES ($1, $2, $3, $4) RETURNING id',
    [homeworkId, authorId, text.trim(), now],
  );
  return row!.id;
}

/** Edits a message only when it is the author's latest in the thread; serialised on the homework row. */
export async function editMessage(
  db: Db,
  homeworkId: number,
  messageId: number,
  authorId: number,
  text: string,
  now: Date,
): Promise<void> {
  await db.tx(async (t) => {
    await t.query('SELECT id FROM homework WHERE id = $1 FOR UPDATE', [homeworkId]);
    const latest = await t.one<{ id: number }>(
      `SELECT id FROM homework_messages WHERE homework_id = $1 AND author_id = $2
        ORDER BY created_datetime DESC, id DESC LIMIT 1`,
      [homeworkId, authorId],
    );
    if (latest?.id !== messageId) {
      const exists = await t.one('SELECT 1 FROM homework_messages WHERE id = $1 AND homework_id = $2', [
        messageId,
        homeworkId,
      ]);
      if (!exists) throw notFound();
      throw forbidden(HOMEWORK_TEXT.onlyLatestOwn);
    }
    await t.query('UPDATE homework_messages SET text = $2, edited_datetime = $3 WHERE id = $1', [
      messageId,
      text.trim(),
      now,
    ]);
  });
}
