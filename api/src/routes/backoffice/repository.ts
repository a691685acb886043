import type { AuditAction, AuditEntity, NoticeKind } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../db/types';
import { notFound } from '../../plugins/errors';
import { BO_TEXT } from './texts';

/** The SQL every back office area shares: the audit row, the player's notice, an account, a user reference. */

/**
 * One audit row, in the staff action's own transaction (docs/backoffice.md "Rules"). The entity is
 * the action's prefix ('cash_flow.approve' → 'cash_flow'); `before`/`after` are the changed fields.
 */
export async function writeAudit(
  t: Db,
  actor: number,
  action: AuditAction,
  entityId: number,
  before: unknown,
  after: unknown,
): Promise<void> {
  const entity = action.slice(0, action.indexOf('.')) as AuditEntity;
  await t.query(
    `INSERT INTO backoffice_audit (actor_id, action, entity, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [actor, action, entity, entityId, JSON.stringify(before ?? null), JSON.stringify(after ?? null)],
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

export interface PlayerAccount {
  id: number;
  user_id: number;
  room_id: number;
  virtual: boolean;
  currency_name: string;
}

/**
 * Any player's account row, optionally locked FOR UPDATE (serialises money on one account, as the
 * player's actions do). A missing account is 404.
 */
export async function playerAccount(t: Db, accountId: number, lock = false): Promise<PlayerAccount> {
  const row = await t.one<PlayerAccount>(
    `SELECT ar.id, ar.user_id, ar.room_id, r.virtual, r.currency_name FROM account_records ar JOIN rooms r ON r.id = ar.room_id
      WHERE ar.id = $1${lock ? ' FOR UPDATE OF ar' : ''}`,
    [accountId],
  );
  if (!row) throw notFound(BO_TEXT.accountNotFound);
  return row;
}

/** `json_build_object('id', …, 'username', …)` of a users alias, null when the join found none. */
export const userRef = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'username', ${alias}.username) END`;
