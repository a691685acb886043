import type { Db } from '../../db/types';
import { conflict, forbidden, notFound } from '../../plugins/errors';
import { texts } from '../../texts';

// A homework's thread: read marks, a new message, an edit of the author's latest. The homework
// itself (its list, access, creation and updates) is in repository.ts.

const HOMEWORK_TEXT = texts.homework;

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
  return db.tx(async (t) => {
    await lockOpen(t, homeworkId);
    const row = await t.one<{ id: number }>(
      'INSERT INTO homework_messages (homework_id, author_id, text, created_datetime) VALUES ($1, $2, $3, $4) RETURNING id',
      [homeworkId, authorId, text.trim(), now],
    );
    return row!.id;
  });
}

/**
 * Locks the homework row (a close waits for the message, or the message for the close) and refuses a
 * closed one: the close confirmation promises it cannot change, its thread included.
 */
async function lockOpen(t: Db, homeworkId: number): Promise<void> {
  const row = await t.one<{ is_closed: boolean }>('SELECT is_closed FROM homework WHERE id = $1 FOR UPDATE', [
    homeworkId,
  ]);
  if (!row) throw notFound();
  if (row.is_closed) throw conflict(HOMEWORK_TEXT.closed);
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
    await lockOpen(t, homeworkId);
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
