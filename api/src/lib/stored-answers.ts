import type { Db } from '../db/types';

/**
 * A player's answer of `kind` (JSON text, as `compute` gives it), stored until something it reads changes (migration
 * 090, docs/api.md "Stored answers"): a read is one indexed row. When the stored one is missing or
 * its stamp is old, `compute` runs in one REPEATABLE READ snapshot together with the stamp, and
 * the result is kept unless a newer one was stored meanwhile. `compute` must read only tables whose
 * changes raise the player's counter (the triggers of migration 090).
 */
export async function storedAnswer(
  db: Db,
  userId: number,
  kind: string,
  compute: (db: Db) => Promise<string>,
): Promise<string> {
  const hit = await db.one<{ body: string }>(
    'SELECT body FROM stored_answers WHERE user_id = $1 AND kind = $2 AND stamp = answer_stamp($1)',
    [userId, kind],
  );
  if (hit) return hit.body;
  const fresh = await db.tx(async (t) => {
    await t.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const stamp = await t.one<{ stamp: string }>('SELECT answer_stamp($1)::text AS stamp', [userId]);
    return { stamp: stamp?.stamp ?? '0', body: await compute(t) };
  });
  await keepAnswer(db, userId, kind, fresh.stamp, fresh.body);
  return fresh.body;
}

/** Stores an answer computed at `stamp`, unless one from a newer snapshot is there already. */
export async function keepAnswer(db: Db, userId: number, kind: string, stamp: string, body: string) {
  await db.query(
    `INSERT INTO stored_answers (user_id, kind, stamp, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, kind) DO UPDATE SET stamp = EXCLUDED.stamp, body = EXCLUDED.body
      WHERE stored_answers.stamp < EXCLUDED.stamp`,
    [userId, kind, stamp, body],
  );
}
