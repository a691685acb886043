import * as v from 'valibot';
import { RANGES, UTC_OFFSET_MAX, UTC_OFFSET_MIN } from '../i18n/ru';
import { schedulerTexts } from '../i18n/scheduler/texts';
import { body, id, int, messages, num, requiredText } from './common';

export const TOURNAMENT_TYPES = ['regular', 'turbo'] as const;
export const BOUNTY_TYPES = ['freezeout', 'knockout', 'rebuy'] as const;
/** Scores from Forbidden (-2) to Best (2); rows scored -2 cannot be selected. */
export const RATINGS = [2, 1, 0, -1, -2] as const;

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes in a day and in a week (Monday 00:00 = 0 … Sunday 23:59 = 10079). */
export const DAY_MINUTES = 1440;
export const WEEK_MINUTES = 7 * DAY_MINUTES;

/** Messages of the scheduler rules that `ru.validation` has no text for. */
export const SCHEDULER_MESSAGES = schedulerTexts.messages;
/** The scheduler's option names and messages (the screen's dictionary spreads them). */
export const SCHEDULER_TEXT = schedulerTexts;

/** `true` for a valid 24-hour 'HH:mm' ('09:05', '23:59'); no search is made otherwise. */
export function isValidTime(value: string): boolean {
  return TIME_RE.test(value);
}

/** 'HH:mm' → minutes after midnight; call only on a valid time. */
export function timeToMinutes(value: string): number {
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

/** Minutes after midnight (any integer, wrapped into one day) → 'HH:mm'. */
export function minutesToTime(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Position in the week of a day (Monday = 0) and a valid 'HH:mm'. */
export function weekMinute(day: number, time: string): number {
  return day * DAY_MINUTES + timeToMinutes(time);
}

/**
 * A search window runs forward from its start to its end and may wrap past midnight (end on a
 * later day) and past Sunday (end day before start day). Only one case is refused: the same day
 * with the end time before the start time, which would mean almost a whole week and is a typo.
 */
function isEndBeforeStart(w: {
  startDay: number;
  startTime: string;
  endDay: number;
  endTime: string;
}): boolean {
  if (!isValidTime(w.startTime) || !isValidTime(w.endTime)) return false;
  return w.startDay === w.endDay && timeToMinutes(w.endTime) < timeToMinutes(w.startTime);
}

const time = v.pipe(requiredText(), v.check(isValidTime, messages.timeFormat));
/** Day of the week, Monday = 0 … Sunday = 6. */
const day = int(...RANGES.weekday, messages.weekdayRange);
const limit = v.nullable(v.pipe(num(), v.minValue(0, messages.nonNegative)));
/** Entries are counted: a fraction is refused, not rounded. */
const entriesLimit = v.nullable(
  v.pipe(num(), v.minValue(0, messages.nonNegative), v.integer(messages.integer)),
);

// Checks run even when a field check failed: compare only two valid numbers.
const limitsInOrder = (min: unknown, max: unknown) =>
  typeof min !== 'number' || typeof max !== 'number' || min <= max;

export const tournamentFiltersSchema = v.pipe(
  body({
    networks: v.array(id(), messages.invalidValue),
    types: v.array(v.picklist(TOURNAMENT_TYPES, messages.invalidValue), messages.invalidValue),
    bounty: v.array(v.picklist(BOUNTY_TYPES, messages.invalidValue), messages.invalidValue),
    ratings: v.array(int(...RANGES.score, messages.scoreRange), messages.invalidValue),
    buyin_min: limit,
    buyin_max: limit,
    entries_min: entriesLimit,
    entries_max: entriesLimit,
  }),
  v.forward(
    v.check((f) => limitsInOrder(f.buyin_min, f.buyin_max), SCHEDULER_MESSAGES.maxBelowMin),
    ['buyin_max'],
  ),
  v.forward(
    v.check((f) => limitsInOrder(f.entries_min, f.entries_max), SCHEDULER_MESSAGES.maxBelowMin),
    ['entries_max'],
  ),
);
export type TournamentFilters = v.InferOutput<typeof tournamentFiltersSchema>;

/** The tournament search body (spec 02 §5). */
export const tournamentSearchSchema = v.pipe(
  body({
    filters: tournamentFiltersSchema,
    startTime: time,
    startDay: day,
    endTime: time,
    endDay: day,
    /**
     * Minutes the user's zone is ahead of UTC (Moscow 180). The window is given in that zone and
     * checked there; the answer's day_number and start_time stay in UTC. Absent = UTC.
     */
    utcOffset: v.optional(int(UTC_OFFSET_MIN, UTC_OFFSET_MAX, SCHEDULER_MESSAGES.utcOffsetRange), 0),
  }),
  v.forward(
    v.check((w) => !isEndBeforeStart(w), SCHEDULER_MESSAGES.endBeforeStart),
    ['endTime'],
  ),
);
export type TournamentSearch = v.InferOutput<typeof tournamentSearchSchema>;

/** The answers' types (their schemas: `scheduler-responses`). */
export type { SchedulerNetwork, Tournament, TournamentSearchResult } from './scheduler-responses';
