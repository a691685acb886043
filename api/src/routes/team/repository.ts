import type { Db } from '../../db/types';

interface Header {
  key: string;
  title: string;
}
type Cell = string | number | null;

/** The team table (spec 02 §2-§3): headers and rows as stored, each row with its colour. */
export async function teamTable(db: Db) {
  const headers = await db.query<Header>('SELECT key, title FROM team_columns ORDER BY position');
  const rows = await db.query<{ id: number; cells: Record<string, Cell>; color: string | null }>(
    'SELECT id, cells, color FROM team_members WHERE active ORDER BY position, id',
  );
  // Only the columns in headers leave the server, so a stored extra key stays private.
  const table_data = rows.map((row) => ({
    id: row.id,
    ...Object.fromEntries(headers.map((h) => [h.key, row.cells[h.key] ?? null])),
    color: row.color,
  }));
  return { headers, table_data };
}
