import * as v from 'valibot';
import { compareDecimals } from '../format/decimal';
import { backofficeTexts } from '../i18n/backoffice/texts';
import { DISPUTE_COMMENT_MAX, settlementTexts } from '../i18n/settlement/texts';
import { BACKOFFICE_LIMITS } from '../limits';
import { body, bool, int, money, requiredText, url } from './common';

/**
 * Contract terms and settlement (issue 38, docs/settlement.md): the terms staff set
 * (POST /api/backoffice/users/:id/contract-terms/), what the terms routes answer and what
 * «Если рассчитаться сейчас» (GET /api/accounting/settlement/preview/) answers.
 */

export const SETTLEMENT_TEXT = settlementTexts;
const T = settlementTexts;
const COUNT_MAX = 100_000;
export const MAKEUP_AT_END = ['written_off', 'owed'] as const;

/** The body of POST /api/backoffice/users/:id/contract-terms/: every term, checked before anything is written. */
export const termsSchema = body({
  personal_share: money({ min: '0', minMessage: T.shareRange, max: '100', maxMessage: T.shareRange }),
  makeup_carried: bool(),
  makeup_at_end: v.picklist(MAKEUP_AT_END, T.makeupAtEnd),
  amount_games: int(0, COUNT_MAX, T.amountGames),
  min_personalfunds_buyins: int(0, COUNT_MAX, T.minBuyins),
});
export type Terms = v.InferOutput<typeof termsSchema>;

const termsAnswer = v.object({
  personal_share: v.string(),
  makeup_carried: v.boolean(),
  makeup_at_end: v.picklist(MAKEUP_AT_END),
  amount_games: v.number(),
  min_personalfunds_buyins: v.number(),
  /** The first bundle number these terms apply to. */
  from_bundle: v.number(),
});
export type TermsRow = v.InferOutput<typeof termsAnswer>;

/** One set of terms in words, a line each: share, makeup, bundle length, minimum personal funds. */
export function termsLines(terms: TermsRow): string[] {
  const F = T.fields;
  return [
    `${F.personal_share}: ${terms.personal_share}`,
    `${F.makeup_carried}: ${terms.makeup_carried ? T.yes : T.no}`,
    `${F.makeup_at_end}: ${T.makeupAtEndValues[terms.makeup_at_end]}`,
    `${F.amount_games}: ${terms.amount_games}`,
    `${F.min_personalfunds_buyins}: ${terms.min_personalfunds_buyins}`,
  ];
}

/** What the terms' GET and POST answer: the contract, its current bundle number, the terms in force, a change to come. */
export const termsView = v.nullable(
  v.object({
    contract_id: v.number(),
    current_bundle: v.nullable(v.number()),
    current: termsAnswer,
    next: v.nullable(termsAnswer),
  }),
);
export type TermsView = v.InferOutput<typeof termsView>;

const amount = v.string();
/** A moment, ISO text on the wire. */
const when = v.string();

const figures = v.object({
  result: amount,
  makeup_before: amount,
  after_makeup: amount,
  player_share: amount,
  fund_share: amount,
  deductions: v.array(
    v.object({ category_id: v.number(), name: v.string(), balance: amount, amount: amount }),
  ),
  deductions_total: amount,
  payout: amount,
  makeup_after: amount,
  makeup_written_off: amount,
});

/** The answer of GET /api/accounting/settlement/preview/ (null: no contract or no bundle yet). */
export const settlementPreview = v.nullable(
  v.object({
    bundle: v.object({ id: v.number(), number: v.number(), start_datetime: when }),
    terms: termsAnswer,
    figures,
    sources: v.object({
      /** Σ usd = figures.result; per account Σ movements.amount = transfers_sum. */
      result: v.array(
        v.object({
          account_record_id: v.number(),
          label: v.string(),
          currency_name: v.string(),
          rate: amount,
          start_balance: amount,
          end_balance: amount,
          transfers_sum: amount,
          value: amount,
          usd: amount,
          movements: v.array(
            v.object({ id: v.number(), kind: v.string(), amount: amount, created_at: when }),
          ),
        }),
      ),
      /** The earlier bundles settled in order: the last makeup_after = figures.makeup_before. */
      makeup_before: v.array(v.object({ bundle_number: v.number(), result: amount, makeup_after: amount })),
      /** Per debt category: Σ rows.amount = balance. */
      deductions: v.array(
        v.object({
          category_id: v.number(),
          name: v.string(),
          balance: amount,
          rows: v.array(v.object({ id: v.number(), amount: amount, comment: v.string(), created_at: when })),
        }),
      ),
    }),
    /** The minimum personal funds: buy-ins × the 30-day average buy-in. */
    min_personalfunds: v.object({ buyins: v.number(), abi: amount, value: amount }),
  }),
);
export type SettlementPreview = v.InferOutput<typeof settlementPreview>;

/** A bundle to close (GET /api/backoffice/settlement/bundles/): reached its length or due, with the preview's figures. */
const dueBundle = v.object({
  bundle_id: v.number(),
  bundle_number: v.number(),
  start_datetime: when,
  contract_id: v.number(),
  user_id: v.number(),
  username: v.string(),
  amount_games: v.number(),
  /** Σ tournaments of the bundle's balance reports. */
  games: v.number(),
  /** games ≥ amount_games (a length is set). */
  reached: v.boolean(),
  /** 30 days since its start, or its contract ended. */
  expired: v.boolean(),
  /** null: not the player's current bundle (nothing to freeze). */
  figures: v.nullable(figures),
});
export const dueBundles = v.array(dueBundle);
export type DueBundle = v.InferOutput<typeof dueBundle>;

/** A frozen statement as the lists answer it (issue 38 item 4; migration 133). */
export const statementSummary = v.object({
  id: v.number(),
  /** The statement's place in the player's chain: 1, 2, … */
  number: v.number(),
  user_id: v.number(),
  contract_id: v.number(),
  bundle_id: v.number(),
  bundle_number: v.number(),
  result: amount,
  makeup_before: amount,
  after_makeup: amount,
  player_share: amount,
  fund_share: amount,
  deductions_total: amount,
  payout: amount,
  makeup_after: amount,
  makeup_written_off: amount,
  /** SHA-256 (hex) of the canonical serialization of `content`. */
  content_sha256: v.string(),
  /** The player's previous statement's content_sha256 (null for the first). */
  previous_sha256: v.nullable(v.string()),
  closed_by: v.number(),
  closed_at: when,
});
export type StatementSummary = v.InferOutput<typeof statementSummary>;

const previewBody = settlementPreview.wrapped;
/** One statement: its figures and everything its hash covers (the terms, the lines, the previous hash). */
const statement = v.object({
  ...statementSummary.entries,
  content: v.object({
    version: v.number(),
    user_id: v.number(),
    contract_id: v.number(),
    number: v.number(),
    bundle: v.object({ ...previewBody.entries.bundle.entries, end_datetime: when, games: v.number() }),
    terms: termsAnswer,
    figures,
    lines: previewBody.entries.sources,
    closed_by: v.number(),
    closed_at: when,
    previous_sha256: v.nullable(v.string()),
  }),
});
export type Statement = v.InferOutput<typeof statement>;

/**
 * Accept or dispute (issue 38 item 5, docs/settlement.md «Accept or dispute»). The status is derived
 * when read: `awaiting` (the player may accept or dispute until the deadline), `disputed` (a line
 * waits for the fund's answer), `answered` (every disputed line answered: the player may accept until
 * the deadline), `accepted`, `accepted_by_silence` (the deadline passed without an answer).
 */
const STATEMENT_STATUSES = ['awaiting', 'disputed', 'answered', 'accepted', 'accepted_by_silence'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
const DISPUTE_DECISIONS = ['rejected', 'corrected'] as const;
/** The largest correction one answer makes (USD, either way). */
const CORRECTION_MAX = '1000000.00';
/** The figures of a statement a player may dispute as `figure:<name>` (the chain's order). */
export const STATEMENT_FIGURES = [
  'result',
  'makeup_before',
  'after_makeup',
  'player_share',
  'fund_share',
  'deductions_total',
  'payout',
  'makeup_after',
  'makeup_written_off',
] as const;
/** A statement's line key `kind:ref` (figure:payout, account:12, movement:40, deduction:3, bundle:1). */
const LINE_RE = /^(figure|account|movement|deduction|bundle):[a-z0-9_]{1,40}$/;

/** The body of POST /api/accounting/settlement/statements/:id/disputes/: one line, a comment, an evidence link. */
export const disputeSchema = body({
  line: v.pipe(requiredText(), v.regex(LINE_RE, T.lineMissing)),
  comment: v.pipe(requiredText(), v.maxLength(DISPUTE_COMMENT_MAX, T.commentMax)),
  link: url(),
});
export type DisputeBody = v.InferOutput<typeof disputeSchema>;

/** The body of POST /api/backoffice/settlement/disputes/:id/answer/: rejected or corrected, with a reason. */
export const disputeAnswerSchema = v.pipe(
  body({
    decision: v.picklist(DISPUTE_DECISIONS, T.decision),
    reason: v.pipe(requiredText(), v.maxLength(BACKOFFICE_LIMITS.reason, backofficeTexts.reasonMax)),
    /** «Исправлено» by a new entry (migration 151): USD, + the fund owes the player, − the player owes. */
    correction: v.optional(
      v.pipe(
        money({
          min: `-${CORRECTION_MAX}`,
          minMessage: T.correctionRange,
          max: CORRECTION_MAX,
          maxMessage: T.correctionRange,
        }),
        v.check((amount) => compareDecimals(amount, '0') !== 0, T.correctionZero),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['decision'], ['correction']],
      (answer) => answer.correction === undefined || answer.decision === 'corrected',
      T.correctionRejected,
    ),
    ['correction'],
  ),
);
export type DisputeAnswerBody = v.InferOutput<typeof disputeAnswerSchema>;

const dispute = v.object({
  id: v.number(),
  statement_id: v.number(),
  line: v.string(),
  /** What the line froze (null: a line without an amount). */
  amount: v.nullable(amount),
  /** The line's own name in the statement (an account's label, a movement's kind, a debt's category). */
  label: v.nullable(v.string()),
  comment: v.string(),
  link: v.string(),
  created_at: when,
  answer: v.nullable(
    v.object({
      decision: v.picklist(DISPUTE_DECISIONS),
      reason: v.string(),
      /** The correction's amount (null: none); its debt row is in the next statement's deductions. */
      correction: v.nullable(amount),
      answered_by: v.number(),
      answered_at: when,
    }),
  ),
});
export type Dispute = v.InferOutput<typeof dispute>;

/** The fund's payout of an accepted statement (migration 143; null: not paid). */
const paidMark = v.nullable(v.object({ amount, paid_at: when }));

/** A statement's answers: the derived status, the deadline running now, the acceptance, the disputed lines. */
export const statementReview = v.object({
  status: v.picklist(STATEMENT_STATUSES),
  /** Until when the player may act now (null: the fund's turn, or accepted). */
  deadline: v.nullable(when),
  /** When it was accepted (by silence: when the deadline passed). */
  accepted_at: v.nullable(when),
  paid: paidMark,
  disputes: v.array(dispute),
});
export type StatementReview = v.InferOutput<typeof statementReview>;

/** The player's and staff's statement lists: each statement with its status. */
export const reviewedStatementList = v.array(
  v.object({
    ...statementSummary.entries,
    status: v.picklist(STATEMENT_STATUSES),
    deadline: v.nullable(when),
    paid: paidMark,
  }),
);
export type ReviewedStatement = v.InferOutput<typeof reviewedStatementList>[number];

/** One statement with its answers. */
export const reviewedStatement = v.object({ ...statement.entries, review: statementReview });
export type StatementWithReview = v.InferOutput<typeof reviewedStatement>;

/** GET /api/backoffice/settlement/disputes/: disputed lines waiting for the fund's answer, oldest first. */
export const openDisputes = v.array(
  v.object({
    ...dispute.entries,
    user_id: v.number(),
    username: v.string(),
    statement_number: v.number(),
    bundle_number: v.number(),
  }),
);
export type OpenDispute = v.InferOutput<typeof openDisputes>[number];

/** GET /api/backoffice/settlement/payouts/: accepted statements with a payout above 0, not paid yet, oldest first. */
export const statementPayouts = v.array(
  v.object({
    statement_id: v.number(),
    user_id: v.number(),
    username: v.string(),
    statement_number: v.number(),
    bundle_number: v.number(),
    /** The statement's payout: what is paid, never typed. */
    amount,
    status: v.picklist(['accepted', 'accepted_by_silence']),
    accepted_at: when,
  }),
);
export type StatementPayout = v.InferOutput<typeof statementPayouts>[number];

/** POST /api/backoffice/settlement/statements/:id/pay/: the payout recorded. */
export const statementPaid = v.object({
  statement_id: v.number(),
  amount,
  paid_by: v.number(),
  paid_at: when,
});
export type StatementPaid = v.InferOutput<typeof statementPaid>;
