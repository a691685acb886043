import { idParams, parseParams } from '../../plugins/validation';

const NUMERIC = /^-?\d+(\.\d+)?$/;
const IDS = ['authorId', 'tagId', 'levelId'] as const;
const NUMBERS = ['offset', 'limit'] as const;

/** A query-string value as the shared schema expects it: numbers where the text is a number. */
const toNumber = (value: unknown) =>
  typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;

/**
 * The raw query (repeated keys arrive as arrays, single ones as strings) converted explicitly
 * for `videoListQuerySchema`; anything not numeric stays a string so the schema names the error.
 */
export function normalizeListQuery(raw: unknown): Record<string, unknown> {
  const query: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const key of IDS) {
    const value = query[key];
    if (value === undefined) continue;
    query[key] = (Array.isArray(value) ? value : [value]).map(toNumber);
  }
  for (const key of NUMBERS) {
    if (query[key] !== undefined) query[key] = toNumber(query[key]);
  }
  return query;
}

/** The `{id}` of a video path: 400 when not a positive integer in the integer range. */
export function videoIdParam(params: unknown): number {
  return parseParams(idParams, params).id;
}
