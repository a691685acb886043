import { daySlices, inWindow, offsetInWindow, toWeekWindow } from '../../../src/routes/scheduler/window';

const win = (startDay: number, startTime: string, endDay: number, endTime: string) =>
  toWeekWindow({ startDay, startTime, endDay, endTime });

describe('scheduler window arithmetic (week minutes, Monday 00:00 UTC = 0)', () => {
  test('a window inside one day', () => {
    const w = win(2, '09:30', 2, '21:30');
    expect(w).toEqual({ start: 2 * 1440 + 570, end: 2 * 1440 + 1290 });
    expect(daySlices(w)).toEqual([{ day: 2, from: 570, to: 1290 }]);
    expect(inWindow(w, 2 * 1440 + 570)).toBe(true);
    expect(inWindow(w, 2 * 1440 + 1291)).toBe(false);
  });

  test('a window past midnight continues on the next day', () => {
    const w = win(0, '20:00', 1, '04:00');
    expect(daySlices(w)).toEqual([
      { day: 0, from: 1200, to: 1439 },
      { day: 1, from: 0, to: 240 },
    ]);
    expect(inWindow(w, 1439)).toBe(true);
    expect(inWindow(w, 1440 + 240)).toBe(true);
    expect(inWindow(w, 1440 + 241)).toBe(false);
    expect(offsetInWindow(w, 1440)).toBe(240);
  });

  test('a window past Sunday wraps to Monday', () => {
    const w = win(6, '22:00', 0, '02:00');
    expect(w.start > w.end).toBe(true);
    expect(daySlices(w)).toEqual([
      { day: 0, from: 0, to: 120 },
      { day: 6, from: 1320, to: 1439 },
    ]);
    expect(inWindow(w, 6 * 1440 + 1439)).toBe(true);
    expect(inWindow(w, 0)).toBe(true);
    expect(inWindow(w, 121)).toBe(false);
    expect(inWindow(w, 6 * 1440 + 1319)).toBe(false);
    // Monday 01:00 comes after Sunday 23:00 in this window.
    expect(offsetInWindow(w, 60)).toBeGreaterThan(offsetInWindow(w, 6 * 1440 + 1380));
  });

  test('a window of several days past Sunday covers every day between', () => {
    const w = win(4, '12:00', 1, '06:00');
    expect(daySlices(w).map((s) => s.day)).toEqual([0, 1, 4, 5, 6]);
    expect(daySlices(w).find((s) => s.day === 5)).toEqual({ day: 5, from: 0, to: 1439 });
  });

  test('the whole week and a single minute', () => {
    expect(daySlices(win(0, '00:00', 6, '23:59'))).toHaveLength(7);
    expect(daySlices(win(3, '10:15', 3, '10:15'))).toEqual([{ day: 3, from: 615, to: 615 }]);
  });

  test('a zone ahead of UTC moves the window back; a Monday-morning window lands on Sunday', () => {
    const moscow = toWeekWindow({
      startDay: 0,
      startTime: '01:00',
      endDay: 0,
      endTime: '05:00',
      utcOffset: 180,
    });
    expect(moscow).toEqual({ start: 6 * 1440 + 1320, end: 120 });
    expect(daySlices(moscow)).toEqual([
      { day: 0, from: 0, to: 120 },
      { day: 6, from: 1320, to: 1439 },
    ]);
  });

  test('a zone behind UTC moves a Sunday-night window past Sunday', () => {
    const newYork = toWeekWindow({
      startDay: 6,
      startTime: '20:00',
      endDay: 6,
      endTime: '23:00',
      utcOffset: -300,
    });
    expect(newYork).toEqual({ start: 60, end: 240 });
  });

  test('the whole local week is the whole UTC week in any zone', () => {
    const w = toWeekWindow({ startDay: 0, startTime: '00:00', endDay: 6, endTime: '23:59', utcOffset: 180 });
    expect(daySlices(w).reduce((sum, s) => sum + s.to - s.from + 1, 0)).toBe(7 * 1440);
  });
});
