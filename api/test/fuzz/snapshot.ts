import type { Db } from '../../src/db/types';

/**
 * Row count and checksum of every table: one query, so a snapshot per route stays cheap. Not
 * `stored_answers`: a cache of what GETs answered (migration 090), filled by reading.
 */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'stored_answers'
      ORDER BY table_name`,
  );
  const parts = tables.map(
    ({ name }) =>
      `SELECT '${name}' AS name, count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS sum FROM "${name}" x`,
  );
  const rows = await db.query<{ name: string; sum: string }>(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/** Tables whose count or checksum differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]);
}
