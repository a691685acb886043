import * as v from 'valibot';
import { isDecimalString, toDecimalString } from '../format/decimal';
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

/** `true` when a number has at most two decimals (1e-7 has seven). */
export function hasTwoDecimalsAtMost(value: number): boolean {
  return Number.isFinite(value) && isDecimalString(toDecimalString(value), 2);
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

/** A money amount: number ≥ `min`, at most two decimals ('Формат 0.00'). */
export function money(
  min: number,
  minMessage: string = messages.positiveNumber,
  typeMessage: string = messages.number,
) {
  return v.pipe(
    num(typeMessage),
    v.minValue(min, minMessage),
    v.check(hasTwoDecimalsAtMost, messages.moneyFormat),
  );
}

/** A database id: positive integer. */
export function id() {
  return v.pipe(num(), v.integer(messages.integer), v.minValue(1, messages.invalidValue));
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
