import type { NoteRow, NoteType } from '@fund/shared/schemas/curator';
import type { Db } from '../../db/types';
import { ValidationError } from '../../plugins/errors';
import { texts } from '../../texts';

const NOTE_SELECT = `
  SELECT n.id, n.text, n.player_id, p.username,
         json_build_object('id', t.id, 'name', t.name, 'color', t.color) AS note_type,
         a.username AS created_by, n.created_datetime,
         e.username AS updated_by, n.updated_datetime
    FROM notes n
    JOIN users p ON p.id = n.player_id
    JOIN note_types t ON t.id = n.note_type_id
    JOIN users a ON a.id = n.created_by
    LEFT JOIN users e ON e.id = n.updated_by`;

export const listNoteTypes = (db: Db) =>
  db.query<NoteType>('SELECT id, name, color FROM note_types ORDER BY sort, id');

export async function listNotes(
  db: Db,
  playerIds: number[],
  perPage: number,
  page: number,
): Promise<{ rows: NoteRow[]; count: number }> {
  const limit = perPage === 0 ? null : perPage;
  const offset = perPage === 0 ? 0 : (page - 1) * perPage;
  const rows = await db.query<NoteRow>(
    `${NOTE_SELECT} WHERE n.player_id = ANY($1::int[])
      ORDER BY n.created_datetime DESC, n.id DESC LIMIT $2 OFFSET $3`,
    [playerIds, limit, offset],
  );
  const total = await db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM notes WHERE player_id = ANY($1::int[])',
    [playerIds],
  );
  return { rows, count: total?.n ?? 0 };
}

export const getNote = (db: Db, id: number) => db.one<NoteRow>(`${NOTE_SELECT} WHERE n.id = $1`, [id]);

/** 400 on the note_type field when the type does not exist. */
export async function assertNoteType(db: Db, typeId: number): Promise<void> {
  const row = await db.one('SELECT 1 FROM note_types WHERE id = $1', [typeId]);
  if (!row) throw new ValidationError({ note_type: [texts.notes.unknownType] });
}

export async function createNotes(
  db: Db,
  playerIds: number[],
  typeId: number,
  text: string,
  authorId: number,
  now: Date,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO notes (player_id, note_type_id, text, created_by, created_datetime)
     SELECT unnest($1::int[]), $2, $3, $4, $5 RETURNING id`,
    [playerIds, typeId, text, authorId, now],
  );
  return rows.map((r) => r.id);
}

export async function updateNote(
  db: Db,
  id: number,
  typeId: number,
  text: string,
  editorId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE notes SET note_type_id = $2, text = $3, updated_by = $4, updated_datetime = $5
      WHERE id = $1 AND created_by = $4 RETURNING id`,
    [id, typeId, text, editorId, now],
  );
  return rows.length === 1;
}

/** Deletes the author's own note (the condition holds under a race with an edit or another delete). */
export async function deleteNote(db: Db, id: number, authorId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM notes WHERE id = $1 AND created_by = $2 RETURNING id', [
    id,
    authorId,
  ]);
  return rows.length === 1;
}

/** The student a note belongs to, when the curator is theirs; undefined otherwise. */
export async function noteOfCurator(
  db: Db,
  id: number,
  curatorId: number,
): Promise<{ player_id: number; created_by: number } | undefined> {
  return db.one<{ player_id: number; created_by: number }>(
    `SELECT n.player_id, n.created_by FROM notes n
       JOIN curator_students cs ON cs.student_id = n.player_id AND cs.curator_id = $2
      WHERE n.id = $1`,
    [id, curatorId],
  );
}
