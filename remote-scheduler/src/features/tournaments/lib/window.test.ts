import { defaultWindow, nowWeekMinute, toLocal } from './window';
import { zoneOffset } from './zones';

// 2026-11-23 is a Monday.
const at = (iso: string) => new Date(iso);

describe('default window (spec 02 §5: now − 30 min … + 12 h in the chosen zone)', () => {
  test('Monday afternoon in Moscow', () => {
    expect(defaultWindow('Europe/Moscow', at('2026-11-23T11:00:00Z'))).toEqual({
      startDay: 0,
      startTime: '13:30',
      endDay: 1,
      endTime: '01:30',
    });
  });

  test('just after midnight the start goes back to the previous day', () => {
    expect(defaultWindow('UTC', at('2026-11-24T00:10:00Z'))).toEqual({
      startDay: 0,
      startTime: '23:40',
      endDay: 1,
      endTime: '11:40',
    });
  });

  test('Sunday evening wraps the end past Sunday to Monday', () => {
    expect(defaultWindow('UTC', at('2026-11-29T20:00:00Z'))).toEqual({
      startDay: 6,
      startTime: '19:30',
      endDay: 0,
      endTime: '07:30',
    });
  });

  test('Monday 00:10 wraps the start back to Sunday', () => {
    expect(defaultWindow('UTC', at('2026-11-23T00:10:00Z'))).toMatchObject({
      startDay: 6,
      startTime: '23:40',
    });
  });

  test('a zone change moves the defaults: the same instant is Monday in Vladivostok, Sunday in New York', () => {
    const now = at('2026-11-23T02:00:00Z');
    expect(defaultWindow('Asia/Vladivostok', now)).toMatchObject({ startDay: 0, startTime: '11:30' });
    expect(defaultWindow('America/New_York', now)).toMatchObject({ startDay: 6, startTime: '20:30' });
  });
});

describe('zones and rows', () => {
  test('offsets (Moscow has no DST, New York has)', () => {
    expect(zoneOffset('Europe/Moscow', at('2026-07-01T00:00:00Z'))).toBe(180);
    expect(zoneOffset('America/New_York', at('2026-11-23T00:00:00Z'))).toBe(-300);
    expect(zoneOffset('America/New_York', at('2026-07-01T00:00:00Z'))).toBe(-240);
  });

  test('nowWeekMinute wraps past Sunday', () => {
    expect(nowWeekMinute(at('2026-11-29T23:00:00Z'), 180)).toBe(120);
  });

  test('a UTC row shown in a zone: Sunday 22:00 UTC is Monday 01:00 in Moscow', () => {
    expect(toLocal(6, '22:00', 180)).toEqual({ day: 0, time: '01:00', minute: 60 });
    expect(toLocal(0, '02:00', -300)).toEqual({ day: 6, time: '21:00', minute: 6 * 1440 + 1260 });
  });
});
