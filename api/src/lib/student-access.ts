import { hasPermission } from '@fund/shared/permissions';
import { idListText, idText } from '@fund/shared/schemas/common';
import type { Db } from '../db/types';
import { forbidden } from '../plugins/errors';
import type { AuthUser } from '../types';

export const isCurator = (user: AuthUser): boolean => hasPermission(user.permissions, 'students');
export const isStudent = (user: AuthUser): boolean => hasPermission(user.permissions, 'player');

/** `players=3,5` in a query string → [3, 5]. */
export const playerIdsParam = idListText();

/** `player=3` in a query string → 3. */
export const playerIdParam = idText();

/** 403 unless every id is a student of this curator (curator_students). */
export async function assertOwnStudents(
  db: Db,
  curatorId: number,
  playerIds: readonly number[],
): Promise<void> {
  const row = await db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM curator_students WHERE curator_id = $1 AND student_id = ANY($2::int[])',
    [curatorId, playerIds],
  );
  if ((row?.n ?? 0) !== new Set(playerIds).size) throw forbidden();
}

async function isOwnStudent(db: Db, curatorId: number, playerId: number): Promise<boolean> {
  const row = await db.one('SELECT 1 FROM curator_students WHERE curator_id = $1 AND student_id = $2', [
    curatorId,
    playerId,
  ]);
  return Boolean(row);
}

/** Read access to a student's data: the student themself, or a curator of that student. */
export async function assertCanRead(db: Db, user: AuthUser, playerId: number): Promise<void> {
  if (playerId === user.id && isStudent(user)) return;
  if (isCurator(user) && (await isOwnStudent(db, user.id, playerId))) return;
  throw forbidden();
}
