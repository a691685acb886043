import dayjs from 'dayjs';
import { deadlineRange, deadlineToIso, defaultDeadline } from './components/homework-form';

describe('homework deadline (spec 02 §5)', () => {
  test('the form default is today, at the end of the day (23:59 local)', () => {
    expect(defaultDeadline(new Date(2026, 10, 23, 0, 0))).toBe('2026-11-23 23:59:00');
    expect(defaultDeadline(new Date(2026, 10, 23, 21, 15))).toBe('2026-11-23 23:59:00');
  });
  test('a new homework is not overdue the moment it is created', () => {
    const now = new Date(2026, 10, 23, 18, 30);
    expect(dayjs(deadlineToIso(defaultDeadline(now))).isAfter(now)).toBe(true);
  });
  test('sent as an ISO timestamp; empty or invalid gives an empty value for the schema to refuse', () => {
    expect(deadlineToIso('2026-03-05 00:00:00')).toBe(dayjs('2026-03-05 00:00:00').toISOString());
    expect(deadlineToIso(null)).toBe('');
    expect(deadlineToIso('завтра')).toBe('');
  });
  test('the picker offers today to a year ahead (issue 35)', () => {
    expect(deadlineRange(new Date(2026, 10, 27, 15, 20))).toEqual({
      minDate: '2026-11-27 00:00:00',
      maxDate: '2027-11-27 23:59:59',
    });
  });
});
