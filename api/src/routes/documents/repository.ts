import type { Db } from '../../db/types';

/** Links of the documents page, in their display order. */
export function listDocuments(db: Db) {
  return db.query<{ id: number; title: string; url: string }>(
    'SELECT id, title, url FROM documents ORDER BY sort, id',
  );
}
