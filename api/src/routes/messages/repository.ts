import type { SystemMessage } from '@fund/shared/schemas/shell-responses';
import type { Db } from '../../db/types';

/** Active system messages for any of the audiences, oldest first. */
export function activeMessages(db: Db, audiences: string[]): Promise<SystemMessage[]> {
  return db.query<SystemMessage>(
    'SELECT id, type, text FROM web_messages WHERE active AND audience = ANY($1) ORDER BY id',
    [audiences],
  );
}
