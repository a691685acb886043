/** Seeded generators of bad requests for the OpenAPI fuzz suite. */

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';

/** Values no id can take: past the integer column, not positive, not integers, not numbers. */
export const BAD_ID_NUMBERS = [
  2 ** 31,
  2 ** 32,
  2 ** 53 + 2,
  2 ** 63,
  1e308,
  -1,
  0,
  -(2 ** 31) - 1,
  1.5,
  1e-7,
];
/** The same as path or query text; each must be a 400/404/414, never a 500. */
export const BAD_ID_TEXTS = [
  '2147483648',
  '4294967296',
  '9223372036854775808',
  '99999999999999999999999',
  '-1',
  '0',
  '00',
  '1e308',
  '1.5',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%',
  '%zz',
  '__proto__',
  'constructor',
  'null',
  ' 1',
  '1 ',
  'x'.repeat(150),
  '1'.repeat(120),
];

/** Amounts past numeric(18,2): a 400 once every amount field has its maximum (h-money). */
export const AMOUNT_OVERFLOWS = [1e16, 1e17, 1e20, 1e308, 2 ** 63];

/** Texts that no text field may store, or that are no date. */
export const BAD_TEXTS = ['a\u0000b', '\u0000', `x${LONE_HIGH}`, `${LONE_LOW}y`, `${LONE_LOW}${LONE_HIGH}`];
export const BAD_DATES = [
  '2024-02-30T00:00:00Z',
  '2023-02-29T10:00:00Z',
  '0000-01-01T00:00:00Z',
  '0000-00-00T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2024-13-01T00:00:00Z',
  '2024-02-30',
  '30.02.2024',
  'NaN',
];

/** Junk of every JSON type: wrong for any field that expects something else. */
export function junk(random: Random, depth = 0): unknown {
  const kinds = depth > 3 ? 7 : 10;
  switch (Math.floor(random() * kinds)) {
    case 0:
      return pick(random, BAD_ID_NUMBERS);
    case 1:
      return pick(random, BAD_TEXTS);
    case 2:
      return pick(random, BAD_DATES);
    case 3:
      return pick(random, [null, true, false, '', ' ', 'NaN', '1e308']);
    case 4:
      return pick(random, ['x'.repeat(70_000), 'я'.repeat(20_000), '9'.repeat(400)]);
    case 5:
      return pick(random, [{ $gt: '' }, PROTO_POLLUTION, { constructor: { prototype: 1 } }]);
    case 6:
      return pick(random, [[], {}, [[[[[]]]]]]);
    case 7:
      return [junk(random, depth + 1), junk(random, depth + 1)];
    default:
      return { [pick(random, FIELD_NAMES)]: junk(random, depth + 1), [pick(random, PROTO_KEYS)]: 1 };
  }
}

/** An own `__proto__` key, as JSON.parse makes it (an object literal would set the prototype). */
export const PROTO_POLLUTION: unknown = JSON.parse('{"__proto__":{"is_admin":true}}');

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

/** Field names of the API's bodies and queries (seen in the shared schemas), plus a few foreign ones. */
export const FIELD_NAMES = [
  'id',
  'player_ids',
  'player_id',
  'players',
  'player',
  'account_record',
  'account_record_id',
  'acc_record_id',
  'cashout_account_record',
  'deposit_account_record',
  'deposit_id',
  'rooms',
  'room_id',
  'networks',
  'note_type',
  'text',
  'topic',
  'deadline',
  'is_completed',
  'is_closed',
  'revision',
  'values',
  'rating',
  'authorId',
  'tagId',
  'levelId',
  'offset',
  'limit',
  'page',
  'per_page',
  'period',
  'username',
  'password',
  'refresh',
  'filters',
  'startTime',
  'endTime',
  'startDay',
  'endDay',
  'utcOffset',
  'is_admin',
  'owner',
  'status',
];

export type Kind = 'id' | 'ids' | 'date' | 'bool' | 'text' | 'amount' | 'other';

/** A field's kind guessed from its name, to fill valid-looking neighbours and pick bad values. */
export function kindOf(name: string): Kind {
  if (/(^|_)ids$|^players$|^rooms$|^networks$/.test(name)) return 'ids';
  if (/(^|_)id$|Id$|^account_record$|_account_record$|^note_type$|^player$/.test(name)) return 'id';
  if (/deadline|date|datetime/.test(name)) return 'date';
  if (/^is_|^(cashflow|transfers)$/.test(name)) return 'bool';
  if (/amount|sum|balance|fee|value|buyin|usd|rate/.test(name)) return 'amount';
  if (/text|topic|name|username|password|refresh|title|comment|review/.test(name)) return 'text';
  return 'other';
}

/** A value of the kind that passes the type check (the only bad field is the mutated one). */
export function validLike(kind: Kind): unknown {
  switch (kind) {
    case 'id':
      return 1;
    case 'ids':
      return [1];
    case 'date':
      return '2030-01-01T00:00:00Z';
    case 'bool':
      return true;
    case 'amount':
      return 1;
    default:
      return 'x';
  }
}

/**
 * A value that is wrong for a field of this kind whatever the route: an id out of range, a text
 * with NUL or a lone surrogate, an impossible date, junk of another type.
 * Numbers are never given to fields of unknown kind (a huge number may be a valid limit).
 * Amounts past every field's maximum (≥ 1e16 would overflow numeric(18,2)) are half of the amount cases.
 */
export function badValue(random: Random, kind: Kind): unknown {
  const nonNumeric = () => pick(random, [...BAD_TEXTS, { $gt: '' }, [null], PROTO_POLLUTION]);
  switch (kind) {
    case 'id':
      return random() < 0.7 ? pick(random, BAD_ID_NUMBERS) : pick(random, [...BAD_ID_TEXTS, ...BAD_TEXTS]);
    case 'ids':
      return random() < 0.8 ? [1, pick(random, BAD_ID_NUMBERS)] : pick(random, [[null], 'NaN', 2 ** 31]);
    case 'date':
      return pick(random, [...BAD_DATES, ...BAD_TEXTS, 2 ** 31]);
    case 'bool':
      return pick(random, ['true', 0, 1, 'NaN', ...BAD_TEXTS]);
    case 'amount':
      return random() < 0.5 ? pick(random, AMOUNT_OVERFLOWS) : nonNumeric();
    case 'text':
      return random() < 0.8 ? pick(random, BAD_TEXTS) : pick(random, [2 ** 31, 1e308, { $gt: '' }, [null]]);
    default:
      return nonNumeric();
  }
}
