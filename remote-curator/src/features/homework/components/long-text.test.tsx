import type { HomeworkRow } from '@fund/shared/schemas/curator';
import { renderWithProviders, screen } from '@fund/shared/test';
import { HomeworkCard } from './homework-card';
import { MessageThread } from './message-thread';

const homework = (overrides: Partial<HomeworkRow> = {}): HomeworkRow => ({
  id: 1,
  topic: 'т'.repeat(100_000),
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
      text: 'с'.repeat(3000),
      author: { id: 3, username: 'player' },
      created_datetime: '2026-11-02T10:00:00Z',
      edited_datetime: null,
    },
  ],
  ...overrides,
});

describe('homework: long text wraps', () => {
  it('a 100,000-character topic wraps and is cut to a few lines on its card', () => {
    renderWithProviders(<HomeworkCard homework={homework()} showPlayer onOpen={jest.fn()} />);
    const topic = screen.getByTestId('homework-topic');
    expect(topic).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(topic).toHaveAttribute('data-line-clamp', 'true');
  });

  it('a 3,000-character message wraps in the thread; the input is bounded', () => {
    renderWithProviders(
      <MessageThread homework={homework()} userId={2} onSend={jest.fn()} onEdit={jest.fn()} />,
    );
    expect(screen.getByTestId('message-text')).toHaveStyle({ overflowWrap: 'anywhere' });
    expect((screen.getByTestId('message-input') as HTMLTextAreaElement).maxLength).toBe(10_000);
  });
});
