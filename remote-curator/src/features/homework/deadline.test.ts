import dayjs from 'dayjs';
import { deadlineToIso, defaultDeadline } from './components/homework-form';

describe('homework deadline (spec 02 §5)', () => {
  test('the form default is today at midnight', () => {
    expect(defaultDeadline()).toBe(`${dayjs().format('YYYY-MM-DD')} 00:00:00`);
  });
  test('sent as an ISO timestamp; empty or invalid gives an empty value for the schema to refuse', () => {
    expect(deadlineToIso('2026-03-05 00:00:00')).toBe(dayjs('2026-03-05 00:00:00').toISOString());
    expect(deadlineToIso(null)).toBe('');
    expect(deadlineToIso('завтра')).toBe('');
  });
});
