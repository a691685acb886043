import { DAY_MINUTES, type TournamentSearch, WEEK_MINUTES, weekMinute } from '@fund/shared/schemas/scheduler';

/** A search window as week minutes (Monday 00:00 UTC = 0); `start > end` means it wraps past Sunday. */
export interface WeekWindow {
  start: number;
  end: number;
}

type WindowInput = Pick<TournamentSearch, 'startDay' | 'startTime' | 'endDay' | 'endTime'> & {
  utcOffset?: number;
};

const wrapWeek = (minute: number) => ((minute % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;

/** The window given in the user's zone (utcOffset minutes ahead of UTC) as UTC week minutes. */
export function toWeekWindow(search: WindowInput): WeekWindow {
  const offset = search.utcOffset ?? 0;
  return {
    start: wrapWeek(weekMinute(search.startDay, search.startTime) - offset),
    end: wrapWeek(weekMinute(search.endDay, search.endTime) - offset),
  };
}

/** Does a tournament starting at week minute `minute` fall in the window (ends included)? */
export function inWindow(w: WeekWindow, minute: number): boolean {
  return w.start <= w.end ? minute >= w.start && minute <= w.end : minute >= w.start || minute <= w.end;
}

/** Minutes from the window start to `minute`, going forward: the order rows are listed in. */
export function offsetInWindow(w: WeekWindow, minute: number): number {
  return (minute - w.start + WEEK_MINUTES) % WEEK_MINUTES;
}

/** The part of the window on one day: start minutes `from`..`to` (both included) of `day`. */
export interface DaySlice {
  day: number;
  from: number;
  to: number;
}

/**
 * The window cut into days, so the query looks each series up only on the days the window
 * touches, and only when its start minute falls in that day's slice.
 */
export function daySlices(w: WeekWindow): DaySlice[] {
  const segments: Array<[number, number]> =
    w.start <= w.end
      ? [[w.start, w.end]]
      : [
          [w.start, WEEK_MINUTES - 1],
          [0, w.end],
        ];
  const slices: DaySlice[] = [];
  for (let day = 0; day < 7; day++) {
    const dayStart = day * DAY_MINUTES;
    const dayEnd = dayStart + DAY_MINUTES - 1;
    for (const [from, to] of segments) {
      const lo = Math.max(from, dayStart);
      const hi = Math.min(to, dayEnd);
      if (lo <= hi) slices.push({ day, from: lo - dayStart, to: hi - dayStart });
    }
  }
  return slices;
}
