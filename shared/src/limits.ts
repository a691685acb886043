/**
 * The numbers that rules state to the user (docs/contributing.md "Words once"): the schemas check them
 * and the dictionary builds its messages from them («Комиссия не может быть выше 5.99%»), so changing a
 * number here changes the rule and its message together. No imports; the others read these through
 * ../i18n/ru.ts (a shared module, one copy in a remote's build), not from this file.
 */

/** A transfer's fee percentage, inclusive (spec 01 §9). */
export const MIN_FEE_PERCENTAGE = 0;
export const MAX_FEE_PERCENTAGE = 5.99;
/** Minimum cash movement (spec 01 §9); the staff's deposit and transfer amounts too. */
export const MIN_CASH_MOVEMENT = '0.01';
/** Tournaments played reported with a balance change. */
export const TOURNAMENTS_COUNT_MAX = 40;
/** A payout's review, in characters. */
export const REVIEW_MAX_LENGTH = 1000;
/** At least this many characters: a personal funds movement's screenshot link, an onboarding room's e-mail. */
export const MIN_CHARS = 5;
/**
 * The largest amount a form accepts (format/amount-input.ts): money is numeric(18,2) in the database, and a
 * JS number keeps cents exact only up to about 9·10^13, so the forms stop well below both.
 */
export const MAX_INPUT_AMOUNT = '999999999999.99';
/** The curator's texts, in characters (API and form). */
export const TEXT_LIMITS = { topic: 300, message: 5000, note: 5000 } as const;
/** The back office's texts, in characters. */
export const BACKOFFICE_LIMITS = { reason: 500, message: 2000, search: 100 } as const;
/** The back office's lists: rows per page. */
export const BACKOFFICE_PAGE_SIZES = [10, 20, 50, 100] as const;
/** Bounds of a zone's offset from UTC in minutes (UTC−12 … UTC+14). */
export const UTC_OFFSET_MIN = -720;
export const UTC_OFFSET_MAX = 840;
/** Inclusive ranges of the integer fields `int(...RANGES.x, message)` checks. */
export const RANGES = {
  revision: [1, 6],
  rating: [1, 5],
  limit: [1, 100],
  weekday: [0, 6],
  score: [-2, 2],
} as const;
