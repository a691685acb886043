import * as v from 'valibot';
import { compareDecimals, negateDecimal, toDecimalString } from '../format/decimal';
import {
  MAX_FEE_PERCENTAGE,
  MIN_CASH_MOVEMENT,
  MIN_CHARS,
  MIN_FEE_PERCENTAGE,
  REVIEW_MAX_LENGTH,
  TOURNAMENTS_COUNT_MAX,
} from '../i18n/ru';
import {
  body,
  bool,
  id,
  MONEY_MAX,
  maxAmountMessage,
  messages,
  money,
  num,
  optionalUrl,
  requiredText,
  text,
  url,
} from './common';

/** Rooms whose payout needs a second screenshot (spec 01 §9). */
export const TWO_SCREENSHOT_ROOM_IDS: readonly number[] = [14];
/** The review's limit, for the form's counter (../limits.ts holds the numbers the messages state). */
export { REVIEW_MAX_LENGTH };

const minCash = () => money({ min: MIN_CASH_MOVEMENT, minMessage: messages.minAmount });

/**
 * Transfer confirmation. Amounts are exact decimal strings after parsing (decimal strings or
 * exactly representable JSON numbers in; see `money`).
 */
export const transferConfirmationSchema = body({
  player_comment: url(messages.screenshotRequired),
  player_comment2: optionalUrl(),
  amount_before_transfer: money({ max: MONEY_MAX.balance, typeMessage: messages.decimalPoint }),
  fee: money(),
  fee_percentage: money({
    min: toDecimalString(MIN_FEE_PERCENTAGE),
    minMessage: messages.feeMin,
    max: toDecimalString(MAX_FEE_PERCENTAGE),
    maxMessage: messages.feeMax,
  }),
  change_balance: bool(),
  screenshot_required: bool(),
});
export type TransferConfirmation = v.InferOutput<typeof transferConfirmationSchema>;

/** Reserve (hold) of a transfer. */
export const holdSchema = body({ change_balance: bool() });
export type Hold = v.InferOutput<typeof holdSchema>;

export const changeBalanceSchema = body({
  account_record: id(),
  balance: money({ max: MONEY_MAX.balance }),
  tournaments_count: v.pipe(
    num(),
    v.minValue(0, messages.nonNegative),
    v.integer(messages.integer),
    v.maxValue(TOURNAMENTS_COUNT_MAX, messages.max40),
  ),
});
export type ChangeBalance = v.InferOutput<typeof changeBalanceSchema>;

/** Moving a balance from one account record to another with the same chip currency. */
export const balanceTransferSchema = body({
  cashout_account_record: id(),
  deposit_account_record: id(),
  comment: url(),
  deposit_scr: url(),
  // At least 0.01 like every other movement, not the spec's 0 (docs/ux-decisions.md, issue 35).
  amount: minCash(),
  change_balance: bool(),
});
export type BalanceTransfer = v.InferOutput<typeof balanceTransferSchema>;

export const depositRequestSchema = body({
  account_record: id(),
  amount: minCash(),
  comment: v.nullish(text()),
});
export type DepositRequest = v.InferOutput<typeof depositRequestSchema>;

export const PERSONAL_FUNDS_TYPES = ['cashback', 'deposit', 'cashout'] as const;

const personalFundsType = v.picklist(PERSONAL_FUNDS_TYPES, messages.required);
const personalFundsComment = v.pipe(url(), v.minLength(MIN_CHARS, messages.min5Chars));

const personalFundsEntries = {
  account_record: id(),
  type: personalFundsType,
  comment: personalFundsComment,
};

/**
 * The personal funds form. Anything but deposit and cashback takes money out, so its amount
 * may not exceed `maxAvailable` ('Должно быть не больше баланса').
 */
export function personalFundsSchema(maxAvailable: string | number) {
  const max = toDecimalString(maxAvailable);
  return v.pipe(
    body({ ...personalFundsEntries, amount: minCash() }),
    v.forward(
      v.partialCheck(
        [['type'], ['amount']],
        (form) =>
          form.type === 'deposit' ||
          form.type === 'cashback' ||
          compareDecimals(toDecimalString(form.amount), max) <= 0,
        messages.notMoreThanBalance,
      ),
      ['amount'],
    ),
  );
}
export type PersonalFundsForm = v.InferOutput<ReturnType<typeof personalFundsSchema>>;

/** The server body: a cashout's amount is negative (≤ −0.01), the others' positive (≥ 0.01). */
export const personalFundsPayloadSchema = v.pipe(
  body({
    ...personalFundsEntries,
    change_balance: v.optional(bool(), false),
    amount: v.pipe(
      money({ min: negateDecimal(MONEY_MAX.movement), minMessage: maxAmountMessage(MONEY_MAX.movement) }),
      v.check(
        (amount) => compareDecimals(amount.replace(/^-/, ''), MIN_CASH_MOVEMENT) >= 0,
        messages.minAmount,
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['amount']],
      (payload) => compareDecimals(payload.amount, '0') === (payload.type === 'cashout' ? -1 : 1),
      messages.invalidValue,
    ),
    ['amount'],
  ),
);
export type PersonalFundsPayload = v.InferOutput<typeof personalFundsPayloadSchema>;

/** Form → server body: the amount (a decimal string, or a form's raw number) is negated for a cashout. */
export function toPersonalFundsPayload(form: PersonalFundsForm, changeBalance = false): PersonalFundsPayload {
  const amount = toDecimalString(form.amount);
  return {
    ...form,
    change_balance: changeBalance,
    amount: form.type === 'cashout' ? negateDecimal(amount) : amount,
  };
}

const payoutItemSchema = body({
  account_record_id: id(),
  screenshot: url(),
  screenshot2: optionalUrl(),
});

/** The payout request body: one entry per room account. */
export const payoutRequestSchema = v.pipe(
  v.array(payoutItemSchema, messages.invalidValue),
  v.minLength(1, messages.atLeastOneRoom),
);
export type PayoutRequest = v.InferOutput<typeof payoutRequestSchema>;

export const reviewSchema = body({
  review: v.pipe(requiredText(), v.maxLength(REVIEW_MAX_LENGTH, messages.reviewMax)),
});
export type Review = v.InferOutput<typeof reviewSchema>;

export const cashFlowSchema = body({
  account_record: id(),
  amount: minCash(),
  is_payout: bool(),
  comment: url(),
});
export type CashFlow = v.InferOutput<typeof cashFlowSchema>;

export const depositBookingSchema = body({ deposit_id: id() });
export type DepositBooking = v.InferOutput<typeof depositBookingSchema>;
