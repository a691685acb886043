import type { AuditRow, auditQuery } from '@fund/shared/schemas/backoffice';
import type * as v from 'valibot';
import type { Db } from '../../db/types';
import { listPage, SqlFilter, userRef } from './filter';

export function listAudit(db: Db, query: v.InferOutput<typeof auditQuery>) {
  const filter = new SqlFilter()
    .add((p) => `a.actor_id = ${p}`, query.actor)
    .add((p) => `a.action = ${p}`, query.action)
    .add((p) => `a.entity = ${p}`, query.entity)
    .add((p) => `a.entity_id = ${p}`, query.entity_id)
    .days('a.created_at', query.date_from, query.date_to);
  return listPage<AuditRow>(
    db,
    {
      select: `a.id, ${userRef('u')} AS actor, a.created_at, a.action, a.entity, a.entity_id, a.before, a.after`,
      from: 'FROM backoffice_audit a JOIN users u ON u.id = a.actor_id',
      order: 'a.id DESC',
    },
    filter,
    query,
  );
}
