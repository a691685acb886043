import { MAX_INPUT_AMOUNT, ru } from '../i18n/ru';
import { compareDecimals, toDecimalString } from './decimal';

const PLAIN_RE = /^-?\d+(\.\d*)?$/;
// Thousands grouped by commas exactly as the app shows amounts: 1,050.00 or 12,345,678.
const GROUPED_RE = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * What an amount field holds for the text typed into it: '' when blank, a number when it is a
 * plain or thousands-grouped decimal within {@link MAX_INPUT_AMOUNT}, otherwise the text itself
 * (without grouping commas), so the form can say what is wrong instead of guessing.
 * '1,050.00' is 1050, never 1.05.
 */
export function parseAmountInput(text: string): number | string {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return '';
  if (!PLAIN_RE.test(trimmed) && !GROUPED_RE.test(trimmed)) return trimmed;
  const plain = trimmed.replace(/,/g, '');
  if (plain.endsWith('.') || isTooLarge(plain)) return plain;
  return Number(plain);
}

function isTooLarge(plain: string): boolean {
  const magnitude = toDecimalString(plain).replace(/^-/, '');
  return compareDecimals(magnitude, MAX_INPUT_AMOUNT) > 0;
}

/**
 * The form error for an amount field's value the schema would misname: too large, or a comma
 * used as a decimal point. `null` leaves the field to the schema.
 */
export function amountInputError(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return ru.amountInput.tooLarge;
    return isTooLarge(toDecimalString(value)) ? ru.amountInput.tooLarge : null;
  }
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (text.includes(',')) return ru.amountInput.commaMisuse;
  const plain = text.replace(/\.$/, '');
  return PLAIN_RE.test(plain) && isTooLarge(plain) ? ru.amountInput.tooLarge : null;
}

/** Wraps a form's validate function so the amount fields at `paths` get {@link amountInputError}. */
export function withAmountChecks<TValues, TErrors extends Record<string, unknown>>(
  validate: (values: TValues) => TErrors,
  paths: readonly string[],
): (values: TValues) => TErrors {
  return (values) => {
    const errors = validate(values);
    for (const path of paths) {
      const error = amountInputError(valueAt(values, path));
      if (error) (errors as Record<string, unknown>)[path] = error;
    }
    return errors;
  };
}

function valueAt(values: unknown, path: string): unknown {
  let current = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
