import { amountInputError } from '@fund/shared/format';
import { ru } from '@fund/shared/i18n';

// A number still being typed: '-', '5.', '-5.' are no limit yet, and no error.
const HALF_TYPED_RE = /^-?(\d+\.)?$/;

/**
 * What a limit field (a buy-in or entries filter, read by the shared MoneyInput) holds: a number
 * as typed (a '−5' or '12.5' is left for the search schema to refuse), `null` when blank or half
 * typed, and `NaN` with a message for anything else, so «5,5» is refused like in every amount
 * field (issue 35), never read as 55 and never searched without its limit.
 */
export function readLimit(typed: number | string): { value: number | null; error: string | null } {
  if (typeof typed === 'number') return { value: typed, error: null };
  if (HALF_TYPED_RE.test(typed.trim())) return { value: null, error: null };
  return { value: Number.NaN, error: amountInputError(typed) ?? ru.validation.number };
}
