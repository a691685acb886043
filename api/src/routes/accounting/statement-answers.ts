import {
  type Dispute,
  type DisputeAnswerBody,
  type DisputeBody,
  type OpenDispute,
  type ReviewedStatement,
  SETTLEMENT_TEXT,
  STATEMENT_FIGURES,
  type Statement,
  type StatementReview,
  type StatementStatus,
  type StatementWithReview,
} from '@fund/shared/schemas/settlement';
import type { Db } from '../../db/types';
import { conflict, notFound, ValidationError } from '../../plugins/errors';
import { texts } from '../../texts';
import { notify, writeAudit } from '../backoffice/repository';
import { NOTICE_TEXT } from '../backoffice/texts';
import { statementOf, statementsOf } from './statements';

/**
 * Accept or dispute a statement (issue 38 item 5, docs/settlement.md «Accept or dispute», migration
 * 141). The statement stays frozen; the player's acceptance, their disputed lines and staff's answers
 * are rows of their own. Each mutation is one transaction holding the statement's row lock, so two
 * answers to one statement run one after the other and see each other's rows; the tables' keys back
 * it (one acceptance per statement, one dispute per line, one answer per dispute). The status is
 * derived from those rows and the database's clock whenever it is read.
 */

const T = texts.settlement;
const FIGURES: ReadonlySet<string> = new Set(STATEMENT_FIGURES);

interface StateRow {
  id: number;
  accepted_at: Date | null;
  dispute_until: Date;
  accept_until: Date | null;
  disputes: number;
  open: number;
  paid_amount: string | null;
  paid_at: Date | null;
  now: Date;
}

/** What the status derivation reads: the acceptance, the disputes and answers, the fund's days. */
const STATE = `
  SELECT s.id, a.accepted_at, s.closed_at + make_interval(days => cfg.dispute_days) AS dispute_until,
         (SELECT max(x.answered_at) FROM settlement_disputes d JOIN settlement_dispute_answers x ON x.dispute_id = d.id
           WHERE d.statement_id = s.id) + make_interval(days => cfg.dispute_days) AS accept_until,
         (SELECT count(*) FROM settlement_disputes d WHERE d.statement_id = s.id)::int AS disputes,
         (SELECT count(*) FROM settlement_disputes d WHERE d.statement_id = s.id
             AND NOT EXISTS (SELECT 1 FROM settlement_dispute_answers x WHERE x.dispute_id = d.id))::int AS open,
         p.amount::text AS paid_amount, p.paid_at, now() AS now
    FROM settlement_statements s CROSS JOIN settlement_settings cfg
    LEFT JOIN settlement_acceptances a ON a.statement_id = s.id
    LEFT JOIN settlement_payouts p ON p.statement_id = s.id
   WHERE s.id = ANY($1::integer[])`;

const iso = (moment: Date) => new Date(moment).toISOString();

interface State {
  status: StatementStatus;
  deadline: string | null;
  accepted_at: string | null;
  /** The player may still dispute a line (the close's deadline has not passed, not accepted). */
  disputable: boolean;
  /** The fund's payout of the statement (null: not paid). */
  paid: { amount: string; paid_at: string } | null;
}

function stateOf(row: StateRow): State {
  return {
    ...statusOf(row),
    paid: row.paid_at ? { amount: row.paid_amount!, paid_at: iso(row.paid_at) } : null,
  };
}

function statusOf(row: StateRow): Omit<State, 'paid'> {
  const now = new Date(row.now).getTime();
  const disputable = !row.accepted_at && now < new Date(row.dispute_until).getTime();
  if (row.accepted_at)
    return { status: 'accepted', deadline: null, accepted_at: iso(row.accepted_at), disputable };
  if (row.open > 0) return { status: 'disputed', deadline: null, accepted_at: null, disputable };
  const until = row.disputes > 0 ? row.accept_until! : row.dispute_until;
  if (now < new Date(until).getTime())
    return {
      status: row.disputes > 0 ? 'answered' : 'awaiting',
      deadline: iso(until),
      accepted_at: null,
      disputable,
    };
  return { status: 'accepted_by_silence', deadline: null, accepted_at: iso(until), disputable: false };
}

export async function statesOf(db: Db, ids: number[]): Promise<Map<number, State>> {
  const rows = await db.query<StateRow>(STATE, [ids]);
  return new Map(rows.map((row) => [row.id, stateOf(row)]));
}

/** What a line key names in the statement's content, with its amount (null: no such line). */
function lineOf(
  content: Statement['content'],
  key: string,
): { amount: string | null; label: string | null } | null {
  const [kind, ref = ''] = key.split(':');
  const lines = content.lines;
  if (kind === 'figure')
    return FIGURES.has(ref) ? { amount: content.figures[ref as 'payout'], label: null } : null;
  if (kind === 'account') {
    const account = lines.result.find((row) => String(row.account_record_id) === ref);
    return account ? { amount: account.usd, label: account.label } : null;
  }
  if (kind === 'movement') {
    const movement = lines.result.flatMap((row) => row.movements).find((m) => String(m.id) === ref);
    return movement ? { amount: movement.amount, label: movement.kind } : null;
  }
  if (kind === 'deduction') {
    for (const debt of lines.deductions) {
      const row = debt.rows.find((r) => String(r.id) === ref);
      if (row) return { amount: row.amount, label: debt.name };
    }
    return null;
  }
  const bundle = lines.makeup_before.find((row) => String(row.bundle_number) === ref);
  return kind === 'bundle' && bundle ? { amount: bundle.makeup_after, label: null } : null;
}

interface DisputeRow {
  id: number;
  statement_id: number;
  line: string;
  comment: string;
  link: string;
  created_at: Date;
  decision: 'rejected' | 'corrected' | null;
  reason: string | null;
  correction: string | null;
  answered_by: number | null;
  answered_at: Date | null;
}

const DISPUTES = `
  SELECT d.id, d.statement_id, d.line, d.comment, d.link, d.created_at, x.decision, x.reason,
         x.correction::text AS correction, x.answered_by, x.answered_at
    FROM settlement_disputes d LEFT JOIN settlement_dispute_answers x ON x.dispute_id = d.id`;

function disputeOf(row: DisputeRow, content: Statement['content']): Dispute {
  const line = lineOf(content, row.line);
  return {
    id: row.id,
    statement_id: row.statement_id,
    line: row.line,
    amount: line?.amount ?? null,
    label: line?.label ?? null,
    comment: row.comment,
    link: row.link,
    created_at: iso(row.created_at),
    answer: row.decision
      ? {
          decision: row.decision,
          reason: row.reason!,
          correction: row.correction,
          answered_by: row.answered_by!,
          answered_at: iso(row.answered_at!),
        }
      : null,
  };
}

async function reviewOf(db: Db, statement: Statement): Promise<StatementReview> {
  const { disputable: _, ...state } = (await statesOf(db, [statement.id])).get(statement.id)!;
  const rows = await db.query<DisputeRow>(`${DISPUTES} WHERE d.statement_id = $1 ORDER BY d.id`, [
    statement.id,
  ]);
  return { ...state, disputes: rows.map((row) => disputeOf(row, statement.content)) };
}

/** A player's statements (the chain's order), each with its status and the deadline running now. */
export async function reviewedStatementsOf(db: Db, userId: number): Promise<ReviewedStatement[]> {
  const list = await statementsOf(db, userId);
  const states = await statesOf(
    db,
    list.map((s) => s.id),
  );
  return list.map((s) => {
    const { status, deadline, paid } = states.get(s.id)!;
    return { ...s, status, deadline, paid };
  });
}

/** One statement of the player (another's or unknown: 404) with its answers. */
export async function reviewedStatementOf(db: Db, userId: number, id: number): Promise<StatementWithReview> {
  const statement = await statementOf(db, userId, id);
  return { ...statement, review: await reviewOf(db, statement) };
}

/** The player's statement locked for an answer (another's or unknown: 404) and its state. */
async function lockOwn(t: Db, userId: number, id: number) {
  const locked = await t.one(
    'SELECT id FROM settlement_statements WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [id, userId],
  );
  if (!locked) throw notFound(T.statementNotFound);
  const statement = await statementOf(t, userId, id);
  return { statement, state: (await statesOf(t, [id])).get(id)! };
}

/** The player accepts their statement: not twice, not after the deadline, not while a line waits for the fund. */
export function acceptStatement(db: Db, userId: number, id: number): Promise<StatementReview> {
  return db.tx(async (t) => {
    const { statement, state } = await lockOwn(t, userId, id);
    if (state.status === 'accepted') throw conflict(T.alreadyAccepted);
    if (state.status === 'accepted_by_silence') throw conflict(T.acceptedBySilence);
    if (state.status === 'disputed') throw conflict(T.waitAnswers);
    await t.query('INSERT INTO settlement_acceptances (statement_id, user_id) VALUES ($1, $2)', [id, userId]);
    const review = await reviewOf(t, statement);
    await writeAudit(
      t,
      userId,
      'settlement_statement.accept',
      id,
      { status: state.status },
      { status: review.status },
    );
    return review;
  });
}

/** The player disputes one line of their statement before its deadline: a comment and an evidence link. */
export function disputeLine(db: Db, userId: number, id: number, body: DisputeBody): Promise<StatementReview> {
  return db.tx(async (t) => {
    const { statement, state } = await lockOwn(t, userId, id);
    if (state.status === 'accepted') throw conflict(T.alreadyAccepted);
    if (!state.disputable) throw conflict(T.disputePassed);
    if (!lineOf(statement.content, body.line)) throw new ValidationError({ line: [T.lineMissing] });
    const row = await t.one<{ id: number }>(
      `INSERT INTO settlement_disputes (statement_id, user_id, line, comment, link) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (statement_id, line) DO NOTHING RETURNING id`,
      [id, userId, body.line, body.comment.trim(), body.link.trim()],
    );
    if (!row) throw conflict(T.lineDisputed);
    const review = await reviewOf(t, statement);
    await writeAudit(
      t,
      userId,
      'settlement_statement.dispute',
      id,
      { status: state.status },
      review.disputes.find((d) => d.id === row.id),
    );
    return review;
  });
}

/**
 * Staff answer a disputed line (rejected or corrected, with a reason): once; the statement's other
 * answers wait. «Исправлено» with an amount corrects by a new entry (migration 151): a debt row of
 * «Исправления по выпискам» (signed as debts are: + the player owes, so a correction in the player's
 * favour is negative there), written in the same transaction, which the next close settles.
 */
export function answerDispute(
  db: Db,
  actor: number,
  disputeId: number,
  body: DisputeAnswerBody,
): Promise<StatementReview> {
  return db.tx(async (t) => {
    const found = await t.one<{ statement_id: number; user_id: number }>(
      'SELECT statement_id, user_id FROM settlement_disputes WHERE id = $1',
      [disputeId],
    );
    if (!found) throw notFound(T.disputeNotFound);
    const { statement } = await lockOwn(t, found.user_id, found.statement_id);
    const reason = body.reason.trim();
    const entry = body.correction
      ? await correctionEntry(t, found.user_id, statement.number, body.correction, reason)
      : null;
    const answered = await t.one(
      `INSERT INTO settlement_dispute_answers (dispute_id, decision, reason, answered_by, correction, deductible_id)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (dispute_id) DO NOTHING RETURNING dispute_id`,
      [disputeId, body.decision, reason, actor, body.correction ?? null, entry],
    );
    // A second answer (the row lock makes it wait for the first) is refused; its entry rolls back with it.
    if (!answered) throw conflict(T.disputeAnswered);
    const review = await reviewOf(t, statement);
    const after = review.disputes.find((d) => d.id === disputeId)!;
    await writeAudit(t, actor, 'settlement_dispute.answer', disputeId, { ...after, answer: null }, after);
    const decision = SETTLEMENT_TEXT.decisions[body.decision].toLowerCase();
    await notify(
      t,
      found.user_id,
      'settlement_dispute.answered',
      disputeId,
      NOTICE_TEXT.disputeAnswered(statement.number, decision, reason),
    );
    return review;
  });
}

/** The correction's debt row (its id): the debts' sign, + the player owes, so the fund's debt is negative. */
async function correctionEntry(t: Db, userId: number, statement: number, amount: string, reason: string) {
  const row = await t.one<{ id: number }>(
    `INSERT INTO deductibles (user_id, category_id, amount, comment)
     SELECT $1, id, -($2::numeric), $3 FROM deductible_categories WHERE name = $4 RETURNING id`,
    [userId, amount, SETTLEMENT_TEXT.correctionEntry(statement, reason), SETTLEMENT_TEXT.correctionsCategory],
  );
  return row!.id;
}

/** Disputed lines waiting for the fund's answer, oldest first (≤ 200). */
export async function openDisputes(db: Db): Promise<OpenDispute[]> {
  const rows = await db.query<
    DisputeRow & {
      user_id: number;
      username: string;
      number: number;
      bundle_number: number;
      content: Statement['content'];
    }
  >(
    `SELECT s.user_id, u.username, s.number, s.bundle_number, s.content, d.id, d.statement_id, d.line, d.comment,
            d.link, d.created_at, NULL AS decision, NULL AS reason, NULL AS correction, NULL AS answered_by,
            NULL AS answered_at
       FROM settlement_disputes d JOIN settlement_statements s ON s.id = d.statement_id JOIN users u ON u.id = s.user_id
      WHERE NOT EXISTS (SELECT 1 FROM settlement_dispute_answers x WHERE x.dispute_id = d.id)
      ORDER BY d.created_at, d.id LIMIT 200`,
  );
  return rows.map(({ user_id, username, number, bundle_number, content, ...row }) => ({
    ...disputeOf(row, content),
    user_id,
    username,
    statement_number: number,
    bundle_number,
  }));
}
