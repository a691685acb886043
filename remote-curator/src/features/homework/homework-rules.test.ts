import {
  editableMessageId,
  type HomeworkMessageRow,
  homeworkBadges,
  homeworkColor,
} from '@fund/shared/schemas/curator';
import { parseHomeworkFilter } from './hooks/use-homework-filter';

const flags = (is_completed: boolean, is_closed: boolean, is_overdue: boolean) => ({
  is_completed,
  is_closed,
  is_overdue,
});

describe('card colour and badges (spec 02 §4)', () => {
  test.each([
    [flags(true, false, false), 'green', ['completed']],
    [flags(true, false, true), 'green', ['completed', 'overdue']],
    [flags(false, false, true), 'red', ['overdue']],
    [flags(false, false, false), 'gray', []],
    [flags(true, true, false), 'gray', ['completed', 'closed']],
    [flags(false, true, true), 'gray', ['closed', 'overdue']],
  ])('%j → %s %j', (homework, color, badges) => {
    expect(homeworkColor(homework)).toBe(color);
    expect(homeworkBadges(homework)).toEqual(badges);
  });
});

const message = (id: number, author: number, created: string): HomeworkMessageRow => ({
  id,
  text: `m${id}`,
  author: { id: author, username: `u${author}` },
  created_datetime: created,
  edited_datetime: null,
});

describe('latest own message rule', () => {
  const thread = [
    message(1, 7, '2026-01-01T10:00:00.000Z'),
    message(2, 9, '2026-01-01T11:00:00.000Z'),
    message(3, 7, '2026-01-01T12:00:00.000Z'),
    message(4, 9, '2026-01-01T13:00:00.000Z'),
  ];
  test('only the latest of one’s own messages, even when others wrote after it', () => {
    expect(editableMessageId(thread, 7)).toBe(3);
    expect(editableMessageId(thread, 9)).toBe(4);
  });
  test('none when the user wrote nothing; ties go to the higher id', () => {
    expect(editableMessageId(thread, 1)).toBeNull();
    expect(editableMessageId([message(5, 7, 'x'), message(6, 7, 'x')], 7)).toBe(6);
  });
});

describe('stored homework filter', () => {
  test('a known value is kept, anything else falls back to not closed', () => {
    expect(parseHomeworkFilter('closed')).toBe('closed');
    expect(parseHomeworkFilter('open')).toBe('not_closed');
    expect(parseHomeworkFilter(null)).toBe('not_closed');
  });
});
