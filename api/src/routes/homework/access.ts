import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCurator, isStudent } from '../../lib/student-access';
import { forbidden, notFound } from '../../plugins/errors';
import { homeworkAccess } from './repository';

/** The homework if the caller may see it (its student or one of their curators); 404 when missing, 403 when someone else's. */
export async function accessibleHomework(app: FastifyInstance, request: FastifyRequest, id: number) {
  const access = await homeworkAccess(app.db, id, request.user.id);
  const user = request.user;
  const asStudent = access?.player_id === user.id && isStudent(user);
  const asCurator = Boolean(access?.curator_of) && isCurator(user);
  if (!access) throw notFound();
  if (!asStudent && !asCurator) throw forbidden();
  return { ...access, asStudent, asCurator };
}
