import * as v from 'valibot';
import { compareDecimals, toDecimalString } from '../format/decimal';
import { ru } from '../i18n/ru';

/** Shared building blocks of the domain schemas; messages come from `ru.validation`. */
export const messages = ru.validation;

/** Empty as a form field is empty: missing, null or ''. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** An absolute http(s) link, as screenshot links must be. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}

function objectMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.expected === 'never') return messages.unknownField;
  if (issue.expected?.startsWith('"') && issue.input === undefined) return messages.required;
  return messages.invalidValue;
}

/** A request body: unknown keys rejected ('Неизвестное поле'), a missing key is 'Обязательное поле'. */
export function body<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject(entries, objectMessage);
}

/** Form values checked by a step gate: extra keys (the other steps' fields) are ignored. */
export function loose<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, objectMessage);
}

/** A number; blank is 'Обязательное поле', a string or anything else is `typeMessage`. */
export function num(typeMessage: string = messages.number) {
  return v.pipe(
    v.number((issue) => (isBlank(issue.input) ? messages.required : typeMessage)),
    v.finite(typeMessage),
  );
}

/**
 * Maximums of money fields (docs/accounting.md "Amounts"), far below numeric(18,2)'s 10^16:
 * a balance (a room balance snapshot, the balance before a transfer) and one movement (a transfer,
 * fee, deposit request, cash flow, personal funds movement).
 */
export const MONEY_MAX = { balance: '1000000000.00', movement: '100000000.00' } as const;

const MONEY_TEXT_RE = /^-?\d+(?:\.(\d+))?$/;
const THOUSANDS_RE = /^-?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
const COMMA_DECIMAL_RE = /^-?\d+,\d+$/;
/** More integer digits than any maximum here has; checked before any arithmetic on long input. */
const MAX_INTEGER_DIGITS = 15;

/** '100000000.00' → '100 000 000.00'. */
function groupThousands(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** 'Не больше 100 000 000.00'. */
export function maxAmountMessage(max: string): string {
  return `${messages.notMoreThan} ${groupThousands(max)}`;
}

/**
 * The exact decimal text of a money input, or the message why it is not one. A JSON number is
 * taken only when exact: its shortest round-trip text must be a plain decimal with ≤ 2 decimals
 * (so 99999999999999.99, which arrives as …98, is over the maximum anyway, and 1e-7 is refused).
 */
function moneyText(
  value: string | number,
  typeMessage: string,
  maxMessage: string,
): { text: string } | { error: string } {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (typeof value === 'string' && text === '') return { error: messages.required };
  if (typeof value === 'number' && /e\+/i.test(text)) return { error: maxMessage };
  if (THOUSANDS_RE.test(text)) return { error: messages.noThousandsSeparator };
  if (COMMA_DECIMAL_RE.test(text)) return { error: messages.decimalPoint };
  const match = MONEY_TEXT_RE.exec(text);
  if (!match) return { error: /e-/i.test(text) ? messages.moneyFormat : typeMessage };
  if ((match[1]?.length ?? 0) > 2) return { error: messages.moneyFormat };
  if (
    text
      .replace(/^-/, '')
      .split('.')[0]!
      .replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS
  )
    return { error: maxMessage };
  return { text: toDecimalString(text) };
}

export interface MoneyOptions {
  /** Lowest allowed amount (inclusive), a decimal string; '0' unless given. */
  min?: string;
  minMessage?: string;
  /** Highest allowed amount (inclusive); MONEY_MAX.movement unless given. */
  max?: string;
  maxMessage?: string;
  /** Message for input that is not a number at all. */
  typeMessage?: string;
}

/**
 * A money amount as an exact decimal string: a decimal string ('1050.00') or a JSON number that
 * is exactly representable, at most two decimals ('Формат 0.00'), `min` ≤ amount ≤ `max`.
 * Blank is 'Обязательное поле'; '1,050.00' is refused (never read as 1.05), '12,5' is 'Дробь через точку'.
 */
export function money(options: MoneyOptions = {}) {
  const {
    min = '0',
    minMessage = messages.positiveNumber,
    max = MONEY_MAX.movement,
    typeMessage = messages.number,
  } = options;
  const maxMessage = options.maxMessage ?? maxAmountMessage(max);
  return v.pipe(
    v.union([v.string(), v.number()], (issue) => (isBlank(issue.input) ? messages.required : typeMessage)),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parsed = moneyText(dataset.value, typeMessage, maxMessage);
      if ('error' in parsed) {
        addIssue({ message: parsed.error });
        return NEVER;
      }
      return parsed.text;
    }),
    v.check((amount) => compareDecimals(amount, min) >= 0, minMessage),
    v.check((amount) => compareDecimals(amount, max) <= 0, maxMessage),
  );
}

/** Largest value of a PostgreSQL `integer` (every id column); past it an id is a 400, never a 500. */
export const MAX_ID = 2_147_483_647;

/** A database id in a JSON body: integer 1..MAX_ID; anything else is 'Некорректный идентификатор'. */
export function id() {
  return v.pipe(
    v.number((issue) => (isBlank(issue.input) ? messages.required : messages.invalidId)),
    v.integer(messages.invalidId),
    v.minValue(1, messages.invalidId),
    v.maxValue(MAX_ID, messages.invalidId),
  );
}

/** `true` for the decimal text of an id (1..MAX_ID, no sign, no leading zero). */
export function isIdText(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID;
}

/** An id read from a URL or a filter: the number, or null when the text is not an id by {@link isIdText}. */
export function idFromText(text: string | null | undefined): number | null {
  return text != null && isIdText(text) ? Number(text) : null;
}

/** A page number in a query string (1..999999) → number; default '1'. */
export function pageText() {
  return v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, messages.pageFormat), v.transform(Number)),
    '1',
  );
}

/** A database id as text (a path segment or a query value) → number, with the same rule and message. */
export function idText(message: string = messages.invalidId) {
  return v.pipe(v.string(message), v.check(isIdText, message), v.transform(Number));
}

/** `3,5` (at most `max` ids) in a query string → [3, 5], duplicates dropped. */
export function idListText(message: string = messages.invalidId, max = 100) {
  return v.pipe(
    v.string(message),
    v.check((text) => {
      const parts = text.split(',');
      return parts.length <= max && parts.every(isIdText);
    }, message),
    v.transform((text) => [...new Set(text.split(',').map(Number))]),
  );
}

/** `true` when y-m-d is a day of the calendar (no 02-30 rolling over to 03-01) in years 1900..9999. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 9999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** An ISO 8601 timestamp of a real calendar day ('2024-02-30…' and year 0000 are refused). */
export function isoTimestamp(message: string = messages.invalidDate) {
  return v.pipe(
    requiredText(),
    v.isoTimestamp(message),
    v.check((value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
      return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
    }, message),
    v.check((value) => !Number.isNaN(Date.parse(value)), message),
  );
}

export function int(min: number, max: number, rangeMessage: string) {
  return v.pipe(
    num(),
    v.integer(messages.integer),
    v.minValue(min, rangeMessage),
    v.maxValue(max, rangeMessage),
  );
}

export function bool() {
  return v.boolean((issue) => (isBlank(issue.input) ? messages.required : messages.boolean));
}

/** Any string, '' included. */
export function text() {
  return v.string(messages.invalidValue);
}

/** A non-blank string. */
export function requiredText(message: string = messages.required) {
  return v.pipe(
    v.string((issue) => (isBlank(issue.input) ? message : messages.invalidValue)),
    v.check((value) => value.trim() !== '', message),
  );
}

/** A required http(s) link: blank → `message`, otherwise 'Некорректная ссылка'. */
export function url(message: string = messages.required) {
  return v.pipe(
    requiredText(message),
    v.check((value) => value.trim() === '' || isHttpUrl(value), messages.invalidUrl),
  );
}

/** An optional link: missing, null or '' pass; anything else must be an http(s) link. */
export function optionalUrl() {
  return v.nullish(
    v.pipe(
      text(),
      v.check((value) => value.trim() === '' || isHttpUrl(value), messages.invalidUrl),
    ),
  );
}

/** The files a table exports to (docs/api.md "Exports"): Russian Excel's CSV, a plain CSV, XLSX. */
export const EXPORT_FORMATS = ['csv-excel', 'csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
