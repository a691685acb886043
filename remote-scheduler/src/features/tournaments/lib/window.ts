import { DAY_MINUTES, minutesToTime, WEEK_MINUTES } from '@fund/shared/schemas/scheduler';
import { zoneOffset } from './zones';

/** The search window as the user edits it: days Monday = 0 … Sunday = 6, times 'HH:mm', in the zone. */
export interface LocalWindow {
  startDay: number;
  startTime: string;
  endDay: number;
  endTime: string;
}

const wrapWeek = (minute: number): number => ((minute % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;

/** Week minute (Monday 00:00 = 0) of `now` in a zone `offset` minutes ahead of UTC. */
export function nowWeekMinute(now: Date, offset: number): number {
  const utcDay = (now.getUTCDay() + 6) % 7;
  return wrapWeek(utcDay * DAY_MINUTES + now.getUTCHours() * 60 + now.getUTCMinutes() + offset);
}

const split = (weekMinute: number) => ({
  day: Math.floor(weekMinute / DAY_MINUTES),
  time: minutesToTime(weekMinute % DAY_MINUTES),
});

/**
 * Spec 02 §5 defaults: start = now in the zone minus 30 minutes, end = start plus 12 hours.
 * Both wrap past midnight and past Sunday like any time of the week.
 */
export function defaultWindow(zone: string, now: Date): LocalWindow {
  const start = wrapWeek(nowWeekMinute(now, zoneOffset(zone, now)) - 30);
  const end = wrapWeek(start + 12 * 60);
  const s = split(start);
  const e = split(end);
  return { startDay: s.day, startTime: s.time, endDay: e.day, endTime: e.time };
}

/** A row's UTC day and 'HH:mm' as the day and time in a zone `offset` minutes ahead of UTC. */
export function toLocal(
  dayNumber: number,
  startTime: string,
  offset: number,
): { day: number; time: string; minute: number } {
  const utc = dayNumber * DAY_MINUTES + Number(startTime.slice(0, 2)) * 60 + Number(startTime.slice(3, 5));
  const minute = wrapWeek(utc + offset);
  return { ...split(minute), minute };
}
