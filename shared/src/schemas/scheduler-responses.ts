import * as v from 'valibot';
import { decimalText, int } from './answer';
import { BOUNTY_TYPES, TOURNAMENT_TYPES } from './scheduler';

/** Answers (`data`) of the tournament scheduler (spec 02 §3). */

/** GET /api/scheduler/rooms/: the networks of the filter. */
export const schedulerNetworks = v.array(v.strictObject({ id: int, name: v.string() }));
export type SchedulerNetwork = v.InferOutput<typeof schedulerNetworks>[number];

/** A row of the search answer; start_time and day_number are in UTC. */
const tournament = v.strictObject({
  /** The series' number: with day_number, the page cursor `<day_number>|<id>` (issue 43). */
  id: int,
  hash: v.string(),
  day_number: int,
  network: v.string(),
  name: v.string(),
  start_time: v.pipe(v.string(), v.regex(/^\d\d:\d\d$/)),
  /** Minutes. */
  duration: int,
  buyin: decimalText,
  currency: v.string(),
  usd_buyin: decimalText,
  total_entries: int,
  /** Percent. */
  roi: decimalText,
  profit_per_tournament: decimalText,
  score: int,
  refunded: v.boolean(),
  tournament_type: v.picklist(TOURNAMENT_TYPES),
  bounty_type: v.picklist(BOUNTY_TYPES),
});
export type Tournament = v.InferOutput<typeof tournament>;

/** POST /api/scheduler/tournaments/search/: the rows, and whether the grid shows the watermark. */
export const tournamentSearchResult = v.strictObject({ items: v.array(tournament), show_wmark: v.boolean() });
export type TournamentSearchResult = v.InferOutput<typeof tournamentSearchResult>;
