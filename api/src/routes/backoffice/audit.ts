import type { AuditAction, AuditEntity, NoticeKind } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../db/types';

export interface AuditEntry {
  actor: number;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  before: unknown;
  after: unknown;
}

/** One audit row, in the staff action's own transaction (docs/backoffice.md "Rules"). */
export async function writeAudit(t: Db, entry: AuditEntry): Promise<void> {
  await t.query(
    `INSERT INTO backoffice_audit (actor_id, action, entity, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      entry.actor,
      entry.action,
      entry.entity,
      entry.entityId,
      JSON.stringify(entry.before ?? null),
      JSON.stringify(entry.after ?? null),
    ],
  );
}

/** A notice for the player: what the fund decided (the badge of GET /api/accounting/notifications/). */
export async function notify(t: Db, userId: number, kind: NoticeKind, entityId: number, text: string) {
  await t.query('INSERT INTO player_notices (user_id, kind, entity_id, text) VALUES ($1, $2, $3, $4)', [
    userId,
    kind,
    entityId,
    text,
  ]);
}
