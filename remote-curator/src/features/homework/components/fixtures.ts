import type { HomeworkRow } from '@fund/shared/schemas/curator';

/** One open homework of the player with the curator, one message of the player (component tests). */
export const homeworkRow = (overrides: Partial<HomeworkRow> = {}): HomeworkRow => ({
  id: 1,
  topic: 'Hand review',
  deadline: '2026-11-30T20:59:00Z',
  is_completed: false,
  is_closed: false,
  is_overdue: false,
  overdue_at: null,
  created_datetime: '2026-11-01T10:00:00Z',
  unread_count: 0,
  player: { id: 3, username: 'player' },
  curator: { id: 2, username: 'curator' },
  updated_by: null,
  updated_datetime: null,
  messages: [
    {
      id: 9,
      text: 'Reviewed the hands',
      author: { id: 3, username: 'player' },
      created_datetime: '2026-11-02T10:00:00Z',
      edited_datetime: null,
    },
  ],
  ...overrides,
});
