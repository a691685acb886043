import type { DocumentLink } from '@fund/shared/schemas/shell-responses';
import type { Db } from '../../db/types';

/** Links of the documents page, in their display order. */
export function listDocuments(db: Db): Promise<DocumentLink[]> {
  return db.query<DocumentLink>('SELECT id, title, url FROM documents ORDER BY sort, id');
}
