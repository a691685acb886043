import { t } from '../texts';

/** 545 → '9 ч 05 мин'; 60 → '1 ч 00 мин'; 45 → '45 мин'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} ${t.hours} ${String(m).padStart(2, '0')} ${t.minutes}` : `${m} ${t.minutes}`;
}
