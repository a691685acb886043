import * as v from 'valibot';
import { body, int, messages, num, requiredText } from './common';

export const TOURNAMENT_TYPES = ['regular', 'turbo'] as const;
export const BOUNTY_TYPES = ['freezeout', 'knockout', 'rebuy'] as const;
/** Scores from Forbidden (-2) to Best (2); rows scored -2 cannot be selected. */
export const RATINGS = [2, 1, 0, -1, -2] as const;

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `true` for a valid 24-hour 'HH:mm' ('09:05', '23:59'); no search is made otherwise. */
export function isValidTime(value: string): boolean {
  return TIME_RE.test(value);
}

const time = v.pipe(requiredText(), v.check(isValidTime, messages.timeFormat));
/** Day of the week, Monday = 0 … Sunday = 6. */
const day = int(0, 6, messages.weekdayRange);
const limit = v.nullable(v.pipe(num(), v.minValue(0, messages.nonNegative)));

export const tournamentFiltersSchema = body({
  networks: v.array(v.pipe(num(), v.integer(messages.integer)), messages.invalidValue),
  types: v.array(v.picklist(TOURNAMENT_TYPES, messages.invalidValue), messages.invalidValue),
  bounty: v.array(v.picklist(BOUNTY_TYPES, messages.invalidValue), messages.invalidValue),
  ratings: v.array(int(-2, 2, messages.scoreRange), messages.invalidValue),
  buyin_min: limit,
  buyin_max: limit,
  entries_min: limit,
  entries_max: limit,
});
export type TournamentFilters = v.InferOutput<typeof tournamentFiltersSchema>;

/** The tournament search body (spec 02 §5). */
export const tournamentSearchSchema = body({
  filters: tournamentFiltersSchema,
  startTime: time,
  startDay: day,
  endTime: time,
  endDay: day,
});
export type TournamentSearch = v.InferOutput<typeof tournamentSearchSchema>;
