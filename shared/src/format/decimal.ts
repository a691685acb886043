/**
 * Exact decimal arithmetic on BigInt scaled integers. Amounts arrive from the API as decimal
 * strings; summing them as floats would lose cents, so every helper here works on strings.
 */

interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL_RE = /^([+-])?(\d+)(?:\.(\d+))?$/;
const NUMBER_RE = /^([+-])?(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

function parse(value: string | number): Scaled {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = NUMBER_RE.exec(text);
  if (!match) throw new TypeError(`Not a decimal: ${String(value)}`);
  const [, sign, whole = '0', fraction = '', exponent = '0'] = match;
  let units = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new TypeError(`Not a finite number: ${value}`);
  // String() gives the shortest text that round-trips, so 0.1 stays '0.1' rather than its binary expansion.
  return String(value);
}

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

function format({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Integer division rounding half away from zero ("half-up" as accountants mean it). */
function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** Turns a number or decimal string (exponent allowed) into a plain decimal string, exactly. */
export function toDecimalString(value: string | number): string {
  return format(parse(value));
}

/** `true` when `s` is a plain decimal ('-12', '0.5') with at most `maxFractionDigits` decimals. */
export function isDecimalString(s: string, maxFractionDigits = Number.POSITIVE_INFINITY): boolean {
  const match = DECIMAL_RE.exec(s);
  return match !== null && (match[3]?.length ?? 0) <= maxFractionDigits;
}

/** a + b, exact; the result keeps the larger number of decimals. */
export function addDecimals(a: string, b: string): string {
  const [x, y, scale] = align(parse(a), parse(b));
  return format({ units: x + y, scale });
}

/** a − b, exact. */
export function subDecimals(a: string, b: string): string {
  const [x, y, scale] = align(parse(a), parse(b));
  return format({ units: x - y, scale });
}

/** a × b, exact. */
export function mulDecimals(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return format({ units: x.units * y.units, scale: x.scale + y.scale });
}

/** a ÷ b rounded half-up to `fractionDigits` decimals, with a single rounding. */
export function divDecimals(a: string, b: string, fractionDigits = 2): string {
  const x = parse(a);
  const y = parse(b);
  // a/b = (x.units / y.units) * 10^(y.scale - x.scale); scale the numerator so one integer division suffices.
  const shift = fractionDigits + y.scale - x.scale;
  const numerator = shift >= 0 ? x.units * pow10(shift) : x.units;
  const denominator = shift >= 0 ? y.units : y.units * pow10(-shift);
  return normalizeZero(format({ units: divRound(numerator, denominator), scale: fractionDigits }));
}

/** Rounds half-up (away from zero) to exactly `fractionDigits` decimals: '1.005' → '1.01'. */
export function roundDecimal(value: string | number, fractionDigits = 2): string {
  const x = parse(value);
  const units =
    x.scale <= fractionDigits
      ? x.units * pow10(fractionDigits - x.scale)
      : divRound(x.units, pow10(x.scale - fractionDigits));
  return normalizeZero(format({ units, scale: fractionDigits }));
}

/** −a; '0' stays '0'. */
export function negateDecimal(a: string): string {
  const x = parse(a);
  return format({ units: -x.units, scale: x.scale });
}

/** -1, 0 or 1 as a is less than, equal to or greater than b ('1.10' equals '1.1'). */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = align(parse(a), parse(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

function normalizeZero(text: string): string {
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/**
 * A decimal as people write it, without trailing zeros: '452.00' → '452', '25.50' → '25.5'.
 * For counts and statistic values the API sends as numeric text. Not a decimal → as is.
 */
export function trimDecimal(value: string | number): string {
  const text = String(value).trim();
  if (!isDecimalString(text)) return text;
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
