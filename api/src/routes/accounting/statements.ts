import { createHash } from 'node:crypto';
import { compareDecimals } from '@fund/shared/decimal';
import {
  type DueBundle,
  SETTLEMENT_TEXT,
  type Statement,
  type StatementSummary,
} from '@fund/shared/schemas/settlement';
import type { Db } from '../../db/types';
import { BusinessError, conflict, notFound } from '../../plugins/errors';
import { texts } from '../../texts';
import { notify, writeAudit } from '../backoffice/repository';
import { NOTICE_TEXT } from '../backoffice/texts';
import { settlementNow } from './reports/settlement';

/**
 * Bundle close and frozen statements (issue 38 item 4, docs/settlement.md «Bundle close and
 * statements», migration 133). Staff close a bundle that reached its length or is due: in one
 * transaction its settlement (`settlementNow`, the preview's own function, so the close freezes
 * exactly what the preview shows) becomes a statement, hashed and chained to the player's previous
 * one, and the contract's next bundle opens. The bundle's row lock makes a second close wait and
 * then see the bundle closed (409), so concurrent closes give one statement.
 */

const T = texts.settlement;
/** A bundle is due this many days after it started even if its length is not reached (the monthly period). */
const BUNDLE_DUE_DAYS = 30;

/**
 * The canonical serialization a statement's hash is computed over: JSON with every object's keys
 * sorted (by UTF-16 code units), no spaces, arrays in order, amounts as decimal strings, moments as
 * ISO text; `content_sha256 = hex(SHA-256(UTF-8(canonical(content))))`.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sha256 = (content: unknown) =>
  createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');

/** Open bundles with their games (Σ tournaments of the bundle's balance reports), length and whether due. */
const OPEN_BUNDLES = `
  SELECT b.id AS bundle_id, b.number AS bundle_number, b.start_datetime, c.id AS contract_id, u.id AS user_id,
         u.username, t.amount_games,
         COALESCE((SELECT sum(r.tournaments_count) FROM balance_reports r WHERE r.bundle_id = b.id), 0)::int AS games,
         (t.amount_games > 0 AND COALESCE((SELECT sum(r.tournaments_count) FROM balance_reports r
                                             WHERE r.bundle_id = b.id), 0) >= t.amount_games) AS reached,
         (b.start_datetime <= now() - interval '${BUNDLE_DUE_DAYS} days' OR c.end_datetime IS NOT NULL) AS expired,
         c.end_datetime IS NOT NULL AS contract_ended
    FROM bundles b JOIN contracts c ON c.id = b.contract_id JOIN users u ON u.id = c.user_id
   CROSS JOIN LATERAL contract_terms_at(c.id, b.number) t
   WHERE b.end_datetime IS NULL`;

interface OpenBundle {
  bundle_id: number;
  bundle_number: number;
  start_datetime: Date;
  contract_id: number;
  user_id: number;
  username: string;
  amount_games: number;
  games: number;
  reached: boolean;
  expired: boolean;
  contract_ended: boolean;
}

/** Bundles to close: reached their length or due, oldest first, each with the preview's figures. */
export async function dueBundles(db: Db): Promise<DueBundle[]> {
  const rows = await db.query<OpenBundle>(
    `SELECT * FROM (${OPEN_BUNDLES}) x WHERE x.reached OR x.expired ORDER BY x.start_datetime, x.bundle_id LIMIT 200`,
  );
  const answer: DueBundle[] = [];
  for (const { contract_ended: _, ...row } of rows) {
    const preview = await settlementNow(db, row.user_id);
    answer.push({
      ...row,
      start_datetime: new Date(row.start_datetime).toISOString(),
      // Another contract's bundle left open (not the player's current one) has no preview to freeze.
      figures: preview?.bundle.id === row.bundle_id ? preview.figures : null,
    });
  }
  return answer;
}

const SUMMARY = `s.id, s.number, s.user_id, s.contract_id, s.bundle_id, s.bundle_number, s.result::text,
  s.makeup_before::text, s.after_makeup::text, s.player_share::text, s.fund_share::text, s.deductions_total::text,
  s.payout::text, s.makeup_after::text, s.makeup_written_off::text, s.content_sha256, s.previous_sha256,
  s.closed_by, s.closed_at`;

type SummaryRow = Omit<StatementSummary, 'closed_at'> & { closed_at: Date };
const summaryOf = (row: SummaryRow): StatementSummary => ({
  ...row,
  closed_at: new Date(row.closed_at).toISOString(),
});

/** A player's statements, the chain's order (number). */
export async function statementsOf(db: Db, userId: number): Promise<StatementSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY} FROM settlement_statements s WHERE s.user_id = $1 ORDER BY s.number`,
    [userId],
  );
  return rows.map(summaryOf);
}

/** One statement of the player (another's or unknown: 404), with the content its hash covers. */
export async function statementOf(db: Db, userId: number, id: number): Promise<Statement> {
  const row = await db.one<SummaryRow & { content: Statement['content'] }>(
    `SELECT ${SUMMARY}, s.content FROM settlement_statements s WHERE s.id = $1 AND s.user_id = $2`,
    [id, userId],
  );
  if (!row) throw notFound(T.statementNotFound);
  return { ...summaryOf(row), content: row.content };
}

/**
 * Closes a bundle (staff): one transaction, under the bundle's row lock — the statement frozen from
 * the preview's settlement, the bundle ended, the contract's next bundle opened (number + 1,
 * starting when this one ends, as the seed makes them) unless the contract has ended (then this
 * bundle was its last: the makeup left is written off or owed as the terms say), the audit row. Unknown bundle: 404; closed
 * already (a second close, a concurrent one): 409; not due, or not the player's current bundle: 409.
 */
export function closeBundle(db: Db, actor: number, bundleId: number): Promise<StatementSummary> {
  return db.tx(async (t) => {
    const locked = await t.one<{ end_datetime: Date | null }>(
      'SELECT end_datetime FROM bundles WHERE id = $1 FOR UPDATE',
      [bundleId],
    );
    if (!locked) throw notFound(T.bundleNotFound);
    if (locked.end_datetime) throw conflict(T.bundleClosed);
    const open = await t.one<OpenBundle>(`SELECT * FROM (${OPEN_BUNDLES}) x WHERE x.bundle_id = $1`, [
      bundleId,
    ]);
    if (!open || !(open.reached || open.expired)) throw conflict(T.bundleNotDue);
    const preview = await settlementNow(t, open.user_id);
    if (preview?.bundle.id !== bundleId) throw conflict(T.bundleNotCurrent);

    const previous = await t.one<{ number: number; content_sha256: string }>(
      `SELECT number, content_sha256 FROM settlement_statements WHERE user_id = $1
        ORDER BY number DESC LIMIT 1 FOR UPDATE`,
      [open.user_id],
    );
    const number = (previous?.number ?? 0) + 1;
    const closedAt = new Date().toISOString();
    const content = {
      version: 1,
      user_id: open.user_id,
      contract_id: open.contract_id,
      number,
      bundle: { ...preview.bundle, end_datetime: closedAt, games: open.games },
      terms: preview.terms,
      figures: preview.figures,
      lines: preview.sources,
      closed_by: actor,
      closed_at: closedAt,
      previous_sha256: previous?.content_sha256 ?? null,
    };
    const f = preview.figures;
    const row = await t.one<SummaryRow>(
      `INSERT INTO settlement_statements (user_id, contract_id, bundle_id, bundle_number, number, terms, result,
         makeup_before, after_makeup, player_share, fund_share, deductions_total, payout, makeup_after,
         makeup_written_off, content, content_sha256, previous_sha256, closed_by, closed_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18, $19, $20)
       RETURNING ${SUMMARY.replaceAll('s.', '')}`,
      [
        open.user_id,
        open.contract_id,
        bundleId,
        open.bundle_number,
        number,
        JSON.stringify(preview.terms),
        f.result,
        f.makeup_before,
        f.after_makeup,
        f.player_share,
        f.fund_share,
        f.deductions_total,
        f.payout,
        f.makeup_after,
        f.makeup_written_off,
        JSON.stringify(content),
        sha256(content),
        content.previous_sha256,
        actor,
        closedAt,
      ],
    );
    // What the statement settled of each debt leaves its balance: a row of − the deduction (a credit
    // paid to the player: + its amount), so the next preview and close start from what is left.
    const settled = f.deductions.filter((d) => compareDecimals(d.amount, '0') !== 0);
    if (settled.length)
      await t.query(
        `INSERT INTO deductibles (user_id, category_id, amount, comment)
         SELECT $1, x.category_id, -x.amount, CASE WHEN x.amount > 0 THEN $2 ELSE $3 END
           FROM unnest($4::integer[], $5::numeric[]) AS x (category_id, amount)`,
        [
          open.user_id,
          SETTLEMENT_TEXT.settledDebt(number),
          SETTLEMENT_TEXT.settledCredit(number),
          settled.map((d) => d.category_id),
          settled.map((d) => d.amount),
        ],
      );
    await t.query('UPDATE bundles SET end_datetime = $2 WHERE id = $1', [bundleId, closedAt]);
    // The last bundle of an ended contract opens none (its makeup was settled by the terms' end rule).
    if (!open.contract_ended) {
      await t.query('INSERT INTO bundles (contract_id, number, start_datetime) VALUES ($1, $2, $3)', [
        open.contract_id,
        open.bundle_number + 1,
        closedAt,
      ]);
    }
    const statement = summaryOf(row!);
    await writeAudit(
      t,
      actor,
      'settlement_statement.close',
      statement.id,
      { bundle_id: bundleId },
      statement,
    );
    // The player's notice (live through player_notices): what to pay, and the fund's days to answer.
    const days = (await t.one<{ dispute_days: number }>('SELECT dispute_days FROM settlement_settings'))!;
    await notify(
      t,
      open.user_id,
      'settlement_statement.closed',
      statement.id,
      NOTICE_TEXT.statementClosed(open.bundle_number, statement.payout, days.dispute_days),
    );
    return statement;
  });
}

/** At most this many bundles in one «close several» request. */
export const CLOSE_BATCH_MAX = 50;

/** One bundle's outcome in a batch close: its statement, or the refusal a single close would give. */
export interface BundleCloseResult {
  bundle_id: number;
  statement: StatementSummary | null;
  error: string | null;
}

/**
 * Closes several bundles (issue 38 item 4) in one transaction (the caller's, if any): every id must be a
 * bundle (else 404, nothing closed); then each is closed by `closeBundle` with its own lock and race
 * rule. A bundle's refusal (closed already, not due, not current: the 409 of a single close) comes
 * before any of its writes, so it is that bundle's result and does not stop the others; anything
 * else fails the whole request. The bundles are locked in ascending id order, so two batches never
 * wait on each other in a cycle; the results keep the list's order.
 */
export function closeBundles(db: Db, actor: number, ids: number[]): Promise<BundleCloseResult[]> {
  return db.tx(async (t) => {
    const known = await t.query<{ id: number }>('SELECT id FROM bundles WHERE id = ANY($1::int[])', [ids]);
    const missing = ids.filter((id) => !known.some((row) => row.id === id));
    if (missing.length) throw notFound(T.bundlesNotFound(missing));
    const outcomes = new Map<number, BundleCloseResult>();
    for (const id of [...ids].sort((a, b) => a - b)) {
      try {
        outcomes.set(id, { bundle_id: id, statement: await closeBundle(t, actor, id), error: null });
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        outcomes.set(id, { bundle_id: id, statement: null, error: error.message });
      }
    }
    return ids.map((id) => outcomes.get(id)!);
  });
}
