import type { StatementPaid, StatementPayout } from '@fund/shared/schemas/settlement';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../plugins/errors';
import { texts } from '../../texts';
import { notify, writeAudit } from '../backoffice/repository';
import { NOTICE_TEXT } from '../backoffice/texts';
import { statesOf } from './statement-answers';

/**
 * Payouts of accepted statements (issue 38 item 5, docs/settlement.md «Payouts of accepted
 * statements», migration 143): only a statement the player accepted, or accepted by silence, is paid,
 * and its amount is the statement's payout, copied in the transaction that records it — staff never
 * type it. Silence has no moment of its own, so the list is derived when read, like the status.
 */

const T = texts.settlement;
const iso = (moment: Date) => new Date(moment).toISOString();

/** Accepted statements with a payout above 0 and no payout recorded, oldest first (≤ 200). */
export async function statementPayouts(db: Db): Promise<StatementPayout[]> {
  const rows = await db.query<{
    statement_id: number;
    user_id: number;
    username: string;
    statement_number: number;
    bundle_number: number;
    amount: string;
  }>(
    `SELECT s.id AS statement_id, s.user_id, u.username, s.number AS statement_number, s.bundle_number,
            s.payout::text AS amount
       FROM settlement_statements s JOIN users u ON u.id = s.user_id CROSS JOIN settlement_settings cfg
      WHERE s.payout > 0 AND NOT EXISTS (SELECT 1 FROM settlement_payouts p WHERE p.statement_id = s.id)
        AND (EXISTS (SELECT 1 FROM settlement_acceptances a WHERE a.statement_id = s.id)
             OR (NOT EXISTS (SELECT 1 FROM settlement_disputes d WHERE d.statement_id = s.id
                               AND NOT EXISTS (SELECT 1 FROM settlement_dispute_answers x WHERE x.dispute_id = d.id))
                 AND now() >= COALESCE((SELECT max(x.answered_at) FROM settlement_disputes d
                                          JOIN settlement_dispute_answers x ON x.dispute_id = d.id
                                         WHERE d.statement_id = s.id), s.closed_at)
                              + make_interval(days => cfg.dispute_days)))
      ORDER BY s.closed_at, s.id LIMIT 200`,
  );
  const states = await statesOf(
    db,
    rows.map((row) => row.statement_id),
  );
  return rows.flatMap((row) => {
    const state = states.get(row.statement_id);
    if (state?.status !== 'accepted' && state?.status !== 'accepted_by_silence') return [];
    return [{ ...row, status: state.status, accepted_at: state.accepted_at! }];
  });
}

/**
 * Records the payout of an accepted statement (staff): one transaction under the statement's row
 * lock; the amount is the statement's. Unknown 404; not accepted, nothing to pay or paid already 409.
 */
export function payStatement(db: Db, actor: number, statementId: number): Promise<StatementPaid> {
  return db.tx(async (t) => {
    const statement = await t.one<{ user_id: number; number: number; payout: string }>(
      'SELECT user_id, number, payout::text AS payout FROM settlement_statements WHERE id = $1 FOR UPDATE',
      [statementId],
    );
    if (!statement) throw notFound(T.statementNotFound);
    const state = (await statesOf(t, [statementId])).get(statementId)!;
    if (state.status !== 'accepted' && state.status !== 'accepted_by_silence') throw conflict(T.notAccepted);
    if (Number(statement.payout) <= 0) throw conflict(T.nothingToPay);
    const row = await t.one<{ amount: string; paid_by: number; paid_at: Date }>(
      `INSERT INTO settlement_payouts (statement_id, user_id, amount, paid_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (statement_id) DO NOTHING RETURNING amount::text AS amount, paid_by, paid_at`,
      [statementId, statement.user_id, statement.payout, actor],
    );
    if (!row) throw conflict(T.alreadyPaid);
    const paid = {
      statement_id: statementId,
      amount: row.amount,
      paid_by: row.paid_by,
      paid_at: iso(row.paid_at),
    };
    await writeAudit(t, actor, 'settlement_statement.pay', statementId, { status: state.status }, paid);
    await notify(
      t,
      statement.user_id,
      'settlement_statement.paid',
      statementId,
      NOTICE_TEXT.statementPaid(statement.number, row.amount),
    );
    return paid;
  });
}
