import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { ru } from '../i18n/ru';
import { compareDecimals, roundDecimal, toDecimalString } from './decimal';

export * from './amount-input';
export * from './decimal';

export type DateInput = string | number | Date | null | undefined;

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat | null {
  if (!/^[A-Z]{3}$/.test(currency)) return null;
  let formatter = moneyFormats.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      return null;
    }
    moneyFormats.set(currency, formatter);
  }
  return formatter;
}

function groupThousands(decimal: string): string {
  const [whole = '0', fraction] = decimal.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${decimal.startsWith('-') ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** The forex rate as shown in brackets: trailing zeros trimmed, at least two decimals. */
function formatRate(rate: string | number): string {
  const text = toDecimalString(rate);
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}

/**
 * Formats an amount in US style: '$1,234.50', '€1,234.50', '-$12.00'. The amount is rounded
 * half-up to cents on its decimal text, so API strings never pass through a float.
 *
 * For a currency other than USD, when `forexRate` is given, the rate itself (USD per unit, as
 * the API sends it in `currencies[].rate`) follows in brackets, as spec 01 §9 says: '€100.00 (1.08)'.
 * The rate keeps its own precision (trailing zeros trimmed, at least two decimals). A code
 * that is not an ISO currency (chip currencies such as 'T$') is written after the number.
 */
export function formatMoney(
  amount: string | number,
  currency = 'USD',
  forexRate?: string | number | null,
): string {
  const rounded = roundDecimal(amount, 2);
  const formatter = moneyFormat(currency);
  // Intl.NumberFormat formats a string operand exactly (ES2023), and it is already rounded.
  const body = formatter
    ? formatter.format(rounded as Intl.StringNumericLiteral)
    : `${groupThousands(rounded)} ${currency}`;
  const showRate = currency !== 'USD' && forexRate !== undefined && forexRate !== null && forexRate !== '';
  return showRate ? `${body} (${formatRate(forexRate)})` : body;
}

/** `true` when the amount is below zero (for colouring results), without float conversion. */
export function isNegativeAmount(amount: string | number): boolean {
  return compareDecimals(toDecimalString(amount), '0') < 0;
}

function toDayjs(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** '2024-03-05T10:20:00Z' → '05.03.2024' in local time; '' for an empty or invalid value. */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format('DD.MM.YYYY') ?? '';
}

/** '05.03.2024 13:20' in local time; '' for an empty or invalid value. */
export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format('DD.MM.YYYY HH:mm') ?? '';
}

/** 'Март 2024': Russian month name in the nominative case, capitalised. */
export function formatMonthYear(value: DateInput): string {
  const text = toDayjs(value)?.locale('ru').format('MMMM YYYY') ?? '';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Russian weekday names, Monday first (the week starts on Monday, spec 02 §1). */
export const weekdays: readonly string[] = ru.calendar.weekdays;

/** Short Russian weekday names, Monday first: 'Пн' … 'Вс'. */
export const weekdaysShort: readonly string[] = ru.calendar.weekdaysShort;

/** Monday-based day index: Monday 0 … Sunday 6 (the scheduler's startDay/endDay). */
export function weekdayIndex(value: string | number | Date): number {
  return (dayjs(value).day() + 6) % 7;
}

/** Local midnight of the Monday starting the week that contains `value`. */
export function startOfWeek(value: string | number | Date): Date {
  const date = dayjs(value).startOf('day');
  return date.subtract(weekdayIndex(date.toDate()), 'day').toDate();
}
