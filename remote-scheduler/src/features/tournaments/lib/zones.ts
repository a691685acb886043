import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { t } from '../texts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Zones offered in the select: the team's usual ones, Moscow first. */
export const ZONES: Array<{ value: string; city: string }> = Object.entries(t.cities).map(
  ([value, city]) => ({
    value,
    city,
  }),
);

/** Minutes the zone is ahead of UTC at `now` (Moscow 180, New York −300 or −240). */
export function zoneOffset(zone: string, now: Date): number {
  return dayjs(now).tz(zone).utcOffset();
}

function offsetLabel(offset: number): string {
  const sign = offset < 0 ? '−' : '+';
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

export const zoneOptions = (now: Date) =>
  ZONES.map((z) => ({ value: z.value, label: `${z.city} (${offsetLabel(zoneOffset(z.value, now))})` }));

/** The browser's zone when offered, otherwise Moscow. */
export function defaultZone(): string {
  const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return ZONES.some((z) => z.value === local) ? local : 'Europe/Moscow';
}
