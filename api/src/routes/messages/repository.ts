import type { Db } from '../../db/types';

/** Active system messages for any of the audiences, oldest first. */
export function activeMessages(db: Db, audiences: string[]) {
  return db.query<{ id: number; type: string; text: string }>(
    'SELECT id, type, text FROM web_messages WHERE active AND audience = ANY($1) ORDER BY id',
    [audiences],
  );
}
