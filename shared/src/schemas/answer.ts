import * as v from 'valibot';

/**
 * Building blocks of the answer schemas (`<domain>-responses.ts`): what the API sends, as JSON.
 * The API's onSend check parses every answer of the test suite with them (docs/api.md "OpenAPI").
 */

/** An exact decimal as text ('12.50', '-3', '0'), never a float. */
export const decimalText = v.pipe(v.string(), v.regex(/^-?\d+(?:\.\d+)?$/));
/** A moment: a timestamptz serialized by JSON.stringify ('2026-01-02T03:04:05.000Z'). */
export const timestampText = v.pipe(v.string(), v.isoTimestamp());
/** A calendar day ('2026-01-02'). */
export const dateText = v.pipe(v.string(), v.isoDate());
/** A row id, a count, a position. */
export const int = v.pipe(v.number(), v.integer());
/** The id of what a mutation created or changed. */
export const idAnswer = v.strictObject({ id: int });
export type IdAnswer = v.InferOutput<typeof idAnswer>;
/** A user as the lists name one. */
export const userRef = v.strictObject({ id: int, username: v.string() });
export type UserRef = v.InferOutput<typeof userRef>;
