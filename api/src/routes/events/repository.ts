import type { Db } from '../../db/types';

/** One row of `live_events` (migration 110): what changed, whose it is; never the data itself. */
export interface LiveEvent {
  id: number;
  topic: string;
  /** The player (or user) the data belongs to; null for a system message (then `scope`). */
  userId: number | null;
  scope: string | null;
  entity: string;
  entityId: number | null;
  status: string | null;
}

/** Events older than this are pruned; a client whose Last-Event-ID is older refreshes everything. */
const KEEP_MINUTES = 15;

const COLUMNS = `id::int AS id, topic, user_id AS "userId", scope, entity,
  entity_id::int AS "entityId", status`;

/** The events one committed transaction wrote (its `NOTIFY live_events` payload is the txid). */
export const eventsOfTx = (db: Db, tx: string): Promise<LiveEvent[]> =>
  db.query<LiveEvent>(`SELECT ${COLUMNS} FROM live_events WHERE tx = $1 ORDER BY id`, [tx]);

/**
 * What a client missed after `lastId`, or `'too-old'` when the log cannot say: `lastId` was pruned,
 * or it is from another database (past the sequence, e.g. after a reset).
 */
export async function eventsAfter(db: Db, lastId: number, limit: number): Promise<LiveEvent[] | 'too-old'> {
  const bounds = await db.one<{ pruned: string; last: string }>(
    `SELECT (SELECT pruned_to FROM live_events_horizon)::text AS pruned,
            (SELECT last_value FROM live_events_id_seq)::text AS last`,
  );
  if (!bounds || lastId < Number(bounds.pruned) || lastId > Number(bounds.last)) return 'too-old';
  const rows = await db.query<LiveEvent>(
    `SELECT ${COLUMNS} FROM live_events WHERE id > $1 ORDER BY id LIMIT $2`,
    [lastId, limit + 1],
  );
  return rows.length > limit ? 'too-old' : rows;
}

/** The curators of each of these students (the homework topic's second audience). */
export async function curatorsOf(db: Db, studentIds: number[]): Promise<Map<number, number[]>> {
  const byStudent = new Map<number, number[]>();
  if (studentIds.length === 0) return byStudent;
  const rows = await db.query<{ student_id: number; curator_id: number }>(
    'SELECT student_id, curator_id FROM curator_students WHERE student_id = ANY($1::int[])',
    [studentIds],
  );
  for (const row of rows)
    byStudent.set(row.student_id, [...(byStudent.get(row.student_id) ?? []), row.curator_id]);
  return byStudent;
}

/** Drops the events older than KEEP_MINUTES and moves the horizon past them. */
export async function pruneEvents(db: Db): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM live_events WHERE created_at < now() - make_interval(mins => $1) RETURNING id)
     UPDATE live_events_horizon SET pruned_to = GREATEST(pruned_to, COALESCE((SELECT max(id) FROM gone), 0))`,
    [KEEP_MINUTES],
  );
}
