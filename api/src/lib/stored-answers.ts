import type { Db } from '../db/types';

// STORED_ANSWERS=0, read once at start: every read computes its answer and nothing is stored (the
// triggers still log), so a bench can measure what the stored answers buy (issue 45 item 6).
const STORED = process.env.STORED_ANSWERS !== '0';

/**
 * A player's answer of `kind` (JSON text, as `compute` gives it), stored until something it reads changes (migrations
 * 090 and 095, docs/api.md "Stored answers"): a read is one indexed row and a look at the player's
 * change log since the answer's snapshot. When the stored one is missing or a change it did not see
 * has committed, `compute` runs in one REPEATABLE READ snapshot, which is stored with it. `compute`
 * must read only tables whose changes the triggers of migration 095 log. With `STORED_ANSWERS=0`
 * it is just `compute(db)`.
 */
export async function storedAnswer(
  db: Db,
  userId: number,
  kind: string,
  compute: (db: Db) => Promise<string>,
): Promise<string> {
  if (!STORED) return compute(db);
  const hit = await db.one<{ body: string }>(
    'SELECT body FROM stored_answers WHERE user_id = $1 AND kind = $2 AND answer_fresh($1, snapshot)',
    [userId, kind],
  );
  if (hit) return hit.body;
  const fresh = await db.tx(async (t) => {
    await t.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const taken = await t.one<{ snapshot: string }>('SELECT pg_current_snapshot()::text AS snapshot');
    return { snapshot: taken!.snapshot, body: await compute(t) };
  });
  await keepAnswer(db, userId, kind, fresh.snapshot, fresh.body);
  return fresh.body;
}

/**
 * Stores an answer computed in `snapshot`, unless the stored one is still fresh: then both say the
 * same, or the new one comes from a slow request that read older data.
 */
export async function keepAnswer(db: Db, userId: number, kind: string, snapshot: string, body: string) {
  await db.query(
    `INSERT INTO stored_answers (user_id, kind, snapshot, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, kind) DO UPDATE SET snapshot = EXCLUDED.snapshot, body = EXCLUDED.body
      WHERE NOT answer_fresh(stored_answers.user_id, stored_answers.snapshot)`,
    [userId, kind, snapshot, body],
  );
}

/** How often the API prunes the change log (migration 098). */
export const ANSWER_LOG_PRUNE_MS = 10 * 60_000;

/**
 * Prunes the change log below the horizon the previous pruning noted (migration 098): an answer
 * computed since then stays stored, older ones are computed again on their next read. Returns the
 * number of log rows removed.
 */
export async function pruneAnswerLog(db: Db): Promise<number> {
  const row = await db.one<{ removed: number }>('SELECT prune_answer_changes() AS removed');
  return row!.removed;
}
