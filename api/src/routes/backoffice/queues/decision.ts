import { divDecimals } from '@fund/shared/decimal';
import type { Db } from '../../../db/types';
import { moscowTime } from '../../../lib/moscow-time';
import { conflict, notFound } from '../../../plugins/errors';
import { accountRates } from '../../accounting/money/repository';
import { appendMovement, currentBundle, shiftBalance } from '../../accounting/repository';
import { notify, type PlayerAccount, writeAudit } from '../repository';
import { BO_TEXT, DECIDED_TEXT, NOTICE_TEXT } from '../texts';

// What the decisions of the queues share: the lock and its 409, the ledger movement, the close.

/**
 * Money moved into (+) or out of (−) a room account by the fund: one ledger movement in the
 * player's current bundle and, for a real room, the balance snapshot moved by the same amount
 * (so the result stays what it was). `amount` is in the room's currency; the ledger keeps chips.
 */
export async function moveRoomMoney(
  t: Db,
  account: PlayerAccount,
  amount: string,
  movement: { kind: string; source: string; sourceId: number },
): Promise<void> {
  const { chipRate } = await accountRates(t, account.id);
  const chips = divDecimals(amount, chipRate, 2);
  const bundle = (await currentBundle(t, account.user_id))?.id ?? null;
  await appendMovement(t, { account: account.id, bundle, amount: chips, ...movement });
  if (!account.virtual) await shiftBalance(t, account.id, bundle, chips, movement.source);
}

/** Who decided a queue item and when: the columns every lock below reads beside the row. */
export interface Decided {
  status: string;
  decided_at: Date | null;
  decided_by_name: string | null;
}

/**
 * The 409 of a staff action that lost the race (or came late): what was decided, by whom and when,
 * «Запрос уже проведён: manager, 27.11.2026 18:05 МСК.», never a bare «уже обработан».
 */
export function alreadyDecided(entity: keyof typeof DECIDED_TEXT, row: Decided) {
  const decision = (DECIDED_TEXT[entity] as Record<string, string>)[row.status] ?? row.status;
  const at = row.decided_at ? moscowTime(row.decided_at) : '';
  return conflict(BO_TEXT.alreadyDecided(decision, row.decided_by_name ?? BO_TEXT.unknownStaff, at));
}

/** The decider's name beside a locked queue row `x` (its `decided_by`). */
const DECIDER = 'x.decided_at, (SELECT s.username FROM users s WHERE s.id = x.decided_by) AS decided_by_name';

export type Decision = { approve: true; comment?: string } | { approve: false; reason: string };

/**
 * The queues with a status column (pending → approved | rejected): their table and the 404 of a
 * missing row. A deposit request has none (its status comes from its dates): its lock is its own
 * (deposits.ts).
 */
const QUEUE_TABLES = {
  cash_flow: { table: 'cash_flows', missing: BO_TEXT.cashFlowNotFound },
  personal_funds: { table: 'personal_funds_movements', missing: BO_TEXT.fundsNotFound },
  payout_request: { table: 'payout_requests', missing: BO_TEXT.payoutNotFound },
} as const;

/**
 * Locks a queue row `x` for its decision (FOR UPDATE: a second decision waits, then sees this one's)
 * with `columns` of it, its status and who decided it when: 404 when there is none, the 409 of
 * `alreadyDecided` when it is no longer pending.
 */
export async function lockPending<T extends object>(
  t: Db,
  entity: keyof typeof QUEUE_TABLES,
  id: number,
  columns: string,
): Promise<T & Decided> {
  const { table, missing } = QUEUE_TABLES[entity];
  const row = await t.one<T & Decided>(
    `SELECT ${columns}, x.status, ${DECIDER} FROM ${table} x WHERE x.id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound(missing);
  if (row.status !== 'pending') throw alreadyDecided(entity, row);
  return row;
}

/** The approve/reject queues (a payout request's approval is its settlement) and their players' notices. */
const DECIDED = {
  cash_flow: { approved: NOTICE_TEXT.cashFlowApproved, rejected: NOTICE_TEXT.cashFlowRejected },
  personal_funds: { approved: NOTICE_TEXT.fundsApproved, rejected: NOTICE_TEXT.fundsRejected },
} as const;

/**
 * The end of a cash flow's or personal funds record's decision (the row locked, its money written):
 * pending → approved | rejected, the player's notice and the audit row.
 */
export async function closeDecision(
  t: Db,
  actor: number,
  decision: Decision,
  target: { entity: keyof typeof DECIDED; id: number; userId: number; before: object },
) {
  const { approved, rejected } = DECIDED[target.entity];
  const { table } = QUEUE_TABLES[target.entity];
  const status = decision.approve ? 'approved' : 'rejected';
  const reason = decision.approve ? null : decision.reason.trim();
  await t.query(
    `UPDATE ${table} SET status = $2, decided_at = now(), decided_by = $3, reject_reason = $4
      WHERE id = $1 AND status = 'pending'`,
    [target.id, status, actor, reason],
  );
  await notify(
    t,
    target.userId,
    `${target.entity}.${status}`,
    target.id,
    reason === null ? approved : rejected(reason),
  );
  await writeAudit(
    t,
    actor,
    `${target.entity}.${decision.approve ? 'approve' : 'reject'}`,
    target.id,
    target.before,
    decision.approve ? { status, comment: decision.comment ?? '' } : { status, reason },
  );
  return { id: target.id, status };
}
