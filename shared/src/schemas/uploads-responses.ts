import * as v from 'valibot';
import { int } from './answer';
import { HH_CATEGORIES } from './uploads';

/** Answers (`data`) of the monthly hand history uploads (spec 01 §7, §9). */

const month = v.pipe(v.string(), v.regex(/^\d{4}-\d\d$/));

/**
 * GET /api/tournamentsdata/hhs/expected/: `true` for each category still outstanding, for the
 * month `period` ('YYYY-MM'; null when nothing is).
 */
export const hhExpected = v.strictObject({
  h2n: v.boolean(),
  ggnetwork: v.boolean(),
  ggsummary: v.boolean(),
  ggscreen: v.boolean(),
  period: v.nullable(month),
});
export type HhExpected = v.InferOutput<typeof hhExpected>;

/** POST /api/tournamentsdata/hhs/: what was received (`empty`: the player had nothing of it). */
export const hhReceived = v.strictObject({
  id: int,
  type: v.picklist(HH_CATEGORIES),
  period: month,
  empty: v.boolean(),
});
export type HhReceived = v.InferOutput<typeof hhReceived>;
