import type { Db } from '../../src/db/types';

/**
 * Row count and checksum of every table: one query, so a snapshot per route stays cheap. Not
 * `stored_answers`: a cache of what GETs answered (migration 090), filled by reading. The live
 * events' pruner (routes/events/hub.ts, every minute) drops events older than 15 minutes and moves
 * `live_events_horizon`: a test database copied from a template made earlier in a long run holds
 * such events, so only the events created since `since` count, and the horizon not at all.
 */
export async function snapshot(db: Db, since = SNAPSHOTS_SINCE): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('stored_answers', 'live_events_horizon')
      ORDER BY table_name`,
  );
  const parts = tables.map(({ name }) => {
    const rows =
      name === 'live_events' ? `(SELECT * FROM live_events WHERE created_at >= '${since}') x` : `"${name}" x`;
    return `SELECT '${name}' AS name, count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS sum FROM ${rows}`;
  });
  const rows = await db.query<{ name: string; sum: string }>(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/** When this test file's module loaded: events older than that are the pruner's, not a request's. */
const SNAPSHOTS_SINCE = new Date().toISOString();

/** Tables whose count or checksum differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]);
}
