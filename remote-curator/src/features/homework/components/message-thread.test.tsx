import type { HomeworkRow } from '@fund/shared/schemas/curator';
import { renderWithProviders, screen, waitFor } from '@fund/shared/test';
import { MessageThread } from './message-thread';

const homework: HomeworkRow = {
  id: 1,
  topic: 'Разбор',
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
      text: 'Сделал разбор',
      author: { id: 3, username: 'player' },
      created_datetime: '2026-11-02T10:00:00Z',
      edited_datetime: null,
    },
  ],
};

describe('MessageThread', () => {
  it('no edit starts while a message is being sent: its end would clear the edited text', async () => {
    let answer: () => void = () => undefined;
    const onSend = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(
      <MessageThread homework={homework} userId={3} onSend={onSend} onEdit={jest.fn()} />,
    );
    const input = screen.getByTestId('message-input');
    await user.type(input, 'Ещё одно');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSend).toHaveBeenCalledWith('Ещё одно');
    // The thread may already show the new message (the live stream refetched it) while the send
    // has not answered yet: «Изменить» waits for it.
    expect(screen.getByRole('button', { name: 'Изменить' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Изменить' })).toBeEnabled());
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    expect(input).toHaveValue('Сделал разбор');
  });
});
