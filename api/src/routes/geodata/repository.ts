import type { Db } from '../../db/types';

/** Countries for the onboarding form, in their display order. */
export function listCountries(db: Db) {
  return db.query<{ id: number; name: string }>('SELECT id, name FROM countries ORDER BY sort, name');
}
