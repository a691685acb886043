import type { StatField, StatTable } from '@fund/shared/schemas/curator';
import type { Db } from '../../db/types';

export const listFields = (db: Db) =>
  db.query<StatField>(
    `SELECT f.id, f.name, json_build_object('id', c.id, 'name', c.name) AS category
       FROM stat_fields f JOIN stat_categories c ON c.id = f.category_id
      ORDER BY c.sort, c.id, f.sort, f.id`,
  );

/** Columns are the revision's records by date; rows are every field, grouped by category. */
export async function statTable(db: Db, playerId: number, revision: number): Promise<StatTable> {
  const user = await db.one<{ username: string }>('SELECT username FROM users WHERE id = $1', [playerId]);
  const columns = await db.query<{ id: number; revision_date: string }>(
    `SELECT id, revision_date FROM stat_records WHERE player_id = $1 AND revision = $2
      ORDER BY revision_date, id`,
    [playerId, revision],
  );
  const values = await db.query<{
    record_id: number;
    field_id: number;
    value: string;
    color: string | null;
    note: string | null;
  }>(
    `SELECT v.record_id, v.field_id, v.value::text AS value, v.color, v.note
       FROM stat_values v JOIN stat_records r ON r.id = v.record_id
      WHERE r.player_id = $1 AND r.revision = $2`,
    [playerId, revision],
  );
  const byCell = new Map(values.map((v) => [`${v.record_id}:${v.field_id}`, v]));
  const data: StatTable['data'] = [];
  for (const field of await listFields(db)) {
    let group = data.at(-1);
    if (group?.category.id !== field.category.id) {
      group = { category: field.category, rows: [] };
      data.push(group);
    }
    group.rows.push({
      field: { id: field.id, name: field.name },
      cells: columns.map((column) => {
        const cell = byCell.get(`${column.id}:${field.id}`);
        return cell ? { value: cell.value, color: cell.color, note: cell.note } : null;
      }),
    });
  }
  return { username: user?.username ?? '', columns, data };
}

/** Field ids among `ids` that do not exist. */
export async function unknownFields(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM stat_fields WHERE id = ANY($1::int[])', [ids]);
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function createRecord(
  db: Db,
  playerId: number,
  revision: number,
  values: Record<string, number>,
  authorId: number,
  now: Date,
): Promise<number> {
  const record = await db.one<{ id: number }>(
    `INSERT INTO stat_records (player_id, revision, revision_date, created_by, created_datetime)
     VALUES ($1, $2, $3, $4, $3) RETURNING id`,
    [playerId, revision, now, authorId],
  );
  const id = record!.id;
  const fieldIds = Object.keys(values).map(Number);
  await db.query(
    `INSERT INTO stat_values (record_id, field_id, value)
     SELECT $1, unnest($2::int[]), unnest($3::numeric[])`,
    [id, fieldIds, fieldIds.map((field) => String(values[String(field)]))],
  );
  return id;
}

/** Deletes a record of one of the curator's students; false when there is none. */
export async function deleteRecord(db: Db, id: number, curatorId: number): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM stat_records r USING curator_students cs
      WHERE r.id = $1 AND cs.student_id = r.player_id AND cs.curator_id = $2 RETURNING r.id`,
    [id, curatorId],
  );
  return rows.length === 1;
}
