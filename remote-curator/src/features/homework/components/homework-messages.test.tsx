import { ru } from '@fund/shared/i18n';
import type { HomeworkRow } from '@fund/shared/schemas/curator';
import {
  badRequest,
  fireEvent,
  refusal,
  renderWithProviders,
  reply,
  screen,
  stubNetwork,
  waitFor,
  within,
} from '@fund/shared/test';
import { Notifications } from '@mantine/notifications';
import { t } from '../../../texts';
import { homeworkRow } from './fixtures';
import { HomeworkDetail } from './homework-detail';

// The homework dialog with its message thread, from both sides: the player (id 3) and the
// curator (id 2). Only one's own latest message can be edited.
const PLAYER = { id: 3, username: 'player' };
const CURATOR = { id: 2, username: 'curator' };

const message = (id: number, author: typeof PLAYER, text: string, at: string) => ({
  id,
  text,
  author,
  created_datetime: at,
  edited_datetime: null as string | null,
});

const homework = (overrides: Partial<HomeworkRow> = {}): HomeworkRow =>
  homeworkRow({
    id: 7,
    topic: 'Разбор 3-бетов',
    messages: [
      message(1, PLAYER, 'Первый вопрос', '2026-11-02T10:00:00Z'),
      message(2, CURATOR, 'Ответ куратора', '2026-11-02T11:00:00Z'),
      message(3, PLAYER, 'Второй вопрос', '2026-11-02T12:00:00Z'),
    ],
    ...overrides,
  });

function open(role: 'player' | 'curator', routes: Record<string, unknown>, row = homework()) {
  const me = role === 'player' ? PLAYER : CURATOR;
  const network = stubNetwork({
    'GET /api/users/current/': { ...me, is_curator: role === 'curator', player_level: null },
    'GET /api/homework/7/': row,
    'POST /api/homework/7/read/': { marked: row.unread_count },
    ...routes,
  });
  const onClose = jest.fn();
  const view = renderWithProviders(
    <>
      <Notifications />
      <HomeworkDetail id={7} role={role} onClose={onClose} />
    </>,
  );
  return { network, onClose, ...view };
}

const input = () =>
  screen.getByRole('textbox', { name: new RegExp(`^(${t.homework.message}|${t.homework.editingMessage})`) });
const thread = () => screen.getByTestId('message-thread');

describe('homework messages: the player', () => {
  it('sees the thread; only the own latest message has «Изменить»; the player actions are there, not the curator ones', async () => {
    const { network } = open('player', {});
    expect(await screen.findByText('Второй вопрос')).toBeInTheDocument();
    expect(within(thread()).getAllByTestId('message')).toHaveLength(3);
    const edits = within(thread()).getAllByRole('button', { name: t.homework.edit });
    expect(edits).toHaveLength(1);
    expect(within(thread()).getAllByTestId('message')[2]).toContainElement(edits[0] ?? null);
    expect(screen.getByText(`${t.homework.curator}: curator`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.homework.markCompleted })).toBeEnabled();
    expect(screen.queryByRole('button', { name: t.homework.close })).not.toBeInTheDocument();
    expect(network.sent('POST /api/homework/7/read/')).toEqual([]);
  });

  it('an empty or blank message is refused with a message, nothing is sent', async () => {
    const { network, user } = open('player', {});
    await screen.findByText('Второй вопрос');
    await user.click(screen.getByRole('button', { name: t.homework.send }));
    expect(await screen.findByText(ru.validation.required)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await user.type(input(), '   ');
    // Typing clears the message; a blank text is refused again.
    expect(screen.queryByText(ru.validation.required)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.homework.send }));
    expect(await screen.findByText(ru.validation.required)).toBeInTheDocument();
    expect(network.sent('POST /api/homework/7/messages/')).toEqual([]);
  });

  it('a message over 5000 characters is refused on the form', async () => {
    const { network, user } = open('player', {});
    await screen.findByText('Второй вопрос');
    fireEvent.change(input(), { target: { value: 'я'.repeat(5001) } });
    await user.click(screen.getByRole('button', { name: t.homework.send }));
    expect(await screen.findByText(ru.validation.messageMax)).toBeInTheDocument();
    expect(network.sent('POST /api/homework/7/messages/')).toEqual([]);
  });

  it('sends a message, shows the answer of the server and empties the input', async () => {
    const sent = message(4, PLAYER, 'Третий вопрос', '2026-11-02T13:00:00Z');
    const { network, user } = open('player', {
      'POST /api/homework/7/messages/': () => homework({ messages: [...homework().messages, sent] }),
    });
    await screen.findByText('Второй вопрос');
    await user.type(input(), 'Третий вопрос');
    await user.click(screen.getByRole('button', { name: t.homework.send }));
    expect(
      await within(thread()).findByText('Третий вопрос', { selector: '[data-testid="message-text"]' }),
    ).toBeInTheDocument();
    expect(network.sent('POST /api/homework/7/messages/')).toEqual([{ text: 'Третий вопрос' }]);
    expect(input()).toHaveValue('');
    // The newest own message is now the editable one.
    const rows = within(thread()).getAllByTestId('message');
    expect(within(rows[3] as HTMLElement).getByRole('button', { name: t.homework.edit })).toBeInTheDocument();
    expect(
      within(rows[2] as HTMLElement).queryByRole('button', { name: t.homework.edit }),
    ).not.toBeInTheDocument();
  });

  it('edits the latest own message: its text loads, «Отмена» clears, «Сохранить» sends a PATCH of that message', async () => {
    const edited = homework({
      messages: [
        ...homework().messages.slice(0, 2),
        {
          ...message(3, PLAYER, 'Второй вопрос, уточнённый', '2026-11-02T12:00:00Z'),
          edited_datetime: '2026-11-02T12:30:00Z',
        },
      ],
    });
    const { network, user } = open('player', { 'PATCH /api/homework/7/messages/3/': edited });
    await screen.findByText('Второй вопрос');
    await user.click(within(thread()).getByRole('button', { name: t.homework.edit }));
    expect(screen.getByRole('textbox', { name: t.homework.editingMessage })).toHaveValue('Второй вопрос');
    await user.click(screen.getByRole('button', { name: t.common.cancel }));
    expect(screen.getByRole('textbox', { name: t.homework.message })).toHaveValue('');
    expect(screen.getByRole('button', { name: t.homework.send })).toBeInTheDocument();

    await user.click(within(thread()).getByRole('button', { name: t.homework.edit }));
    await user.type(input(), ', уточнённый');
    await user.click(screen.getByRole('button', { name: t.homework.saveMessage }));
    expect(await screen.findByText('Второй вопрос, уточнённый')).toBeInTheDocument();
    expect(network.sent('PATCH /api/homework/7/messages/3/')).toEqual([
      { text: 'Второй вопрос, уточнённый' },
    ]);
    expect(network.sent('POST /api/homework/7/messages/')).toEqual([]);
    expect(within(thread()).getAllByTestId('message')[2]).toHaveTextContent(t.homework.edited);
    expect(screen.getByRole('textbox', { name: t.homework.message })).toHaveValue('');
  });

  // The message's field is named `text`; the refusal keeps general messages apart from field
  // errors, so a refusal of the field shows under the input (issue 45 item 5). The API's answer
  // to a message with a NUL byte (api/test/routes/homework/homework-states.test.ts).
  it("the server's refusal of the message text shows under the input, not as a toast", async () => {
    const refused = 'Недопустимые символы в тексте';
    const { network, user } = open('player', {
      'POST /api/homework/7/messages/': badRequest({ text: [refused] }),
    });
    await screen.findByText('Второй вопрос');
    await user.type(input(), 'Ещё вопрос');
    await user.click(screen.getByRole('button', { name: t.homework.send }));
    await waitFor(() => expect(input()).toHaveAccessibleDescription(refused));
    expect(screen.getAllByText(refused)).toHaveLength(1);
    expect(input()).toHaveValue('Ещё вопрос');
    expect(network.sent('POST /api/homework/7/messages/')).toEqual([{ text: 'Ещё вопрос' }]);
  });

  // The homework was closed meanwhile: the API answers 409 with a general message (toasted); the
  // dialog keeps what was typed.
  it("the server's refusal of a closed homework is toasted and the typed text is kept", async () => {
    const { user } = open('player', {
      'POST /api/homework/7/messages/': reply(409, refusal(['Задание закрыто, изменить его нельзя'])),
    });
    await screen.findByText('Второй вопрос');
    await user.type(input(), 'Ещё вопрос');
    await user.click(screen.getByRole('button', { name: t.homework.send }));
    expect(await screen.findByText('Задание закрыто, изменить его нельзя')).toBeInTheDocument();
    expect(input()).toHaveValue('Ещё вопрос');
    expect(input()).not.toHaveAccessibleDescription('Задание закрыто, изменить его нельзя');
    expect(screen.getByRole('button', { name: t.homework.send })).toBeEnabled();
    expect(within(thread()).getAllByTestId('message')).toHaveLength(3);
  });

  it('marks the homework completed only after a confirmation («Отмена» sends nothing); the button goes', async () => {
    const { network, user } = open('player', {
      'PATCH /api/homework/7/': homework({ is_completed: true }),
    });
    await user.click(await screen.findByRole('button', { name: t.homework.markCompleted }));
    const ask = await screen.findByTestId('confirm-dialog');
    expect(ask).toHaveTextContent(t.homework.completeConfirm);
    await user.click(within(ask).getByRole('button', { name: t.common.cancel }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(network.sent('PATCH /api/homework/7/')).toEqual([]);

    await user.click(screen.getByRole('button', { name: t.homework.markCompleted }));
    await user.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', {
        name: t.homework.markCompleted,
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: t.homework.markCompleted })).not.toBeInTheDocument(),
    );
    expect(network.sent('PATCH /api/homework/7/')).toEqual([{ is_completed: true }]);
    expect(screen.getByText(t.homework.badges.completed)).toBeInTheDocument();
  });

  it('a closed homework is read-only: no input, no «Изменить», the reason is said', async () => {
    const { network } = open('player', {}, homework({ is_closed: true }));
    await screen.findByText('Второй вопрос');
    expect(screen.getByTestId('thread-closed')).toHaveTextContent(t.homework.threadClosed);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.homework.send })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.homework.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.homework.markCompleted })).not.toBeInTheDocument();
    expect(network.sent('POST /api/homework/7/messages/')).toEqual([]);
  });

  it('opening a homework with unread messages marks them read once', async () => {
    const { network } = open('player', {}, homework({ unread_count: 1 }));
    await screen.findByText('Второй вопрос');
    await waitFor(() => expect(network.sent('POST /api/homework/7/read/')).toHaveLength(1));
  });
});

describe('homework messages: the curator', () => {
  it('can edit only the own message, answers and sees the student', async () => {
    const answered = message(4, CURATOR, 'Смотри раздачу 12', '2026-11-02T13:00:00Z');
    const { network, user } = open('curator', {
      'POST /api/homework/7/messages/': homework({ messages: [...homework().messages, answered] }),
    });
    await screen.findByText('Второй вопрос');
    expect(screen.getByText(`${t.homework.player}: player`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.homework.markCompleted })).not.toBeInTheDocument();
    const rows = within(thread()).getAllByTestId('message');
    // The curator's one message (the second) is the editable one; the player's are not.
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: t.homework.edit })).toBeInTheDocument();
    expect(
      within(rows[2] as HTMLElement).queryByRole('button', { name: t.homework.edit }),
    ).not.toBeInTheDocument();

    await user.type(input(), 'Смотри раздачу 12');
    await user.click(screen.getByRole('button', { name: t.homework.send }));
    await waitFor(() => expect(within(thread()).getAllByTestId('message')).toHaveLength(4));
    expect(within(thread()).getAllByTestId('message')[3]).toHaveTextContent('Смотри раздачу 12');
    expect(network.sent('POST /api/homework/7/messages/')).toEqual([{ text: 'Смотри раздачу 12' }]);
  });

  it('closing asks first: «Отмена» sends nothing, confirming sends is_closed and hides the curator actions', async () => {
    const { network, user } = open('curator', {
      'PATCH /api/homework/7/curator/': homework({ is_closed: true }),
    });
    await user.click(await screen.findByRole('button', { name: t.homework.close }));
    expect(screen.getAllByRole('button', { name: t.homework.edit })).toHaveLength(2);
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent(t.homework.closeConfirm);
    await user.click(within(confirm).getByRole('button', { name: t.common.cancel }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(network.sent('PATCH /api/homework/7/curator/')).toEqual([]);

    await user.click(screen.getByRole('button', { name: t.homework.close }));
    await user.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: t.homework.close }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: t.homework.close })).not.toBeInTheDocument(),
    );
    expect(network.sent('PATCH /api/homework/7/curator/')).toEqual([{ is_closed: true }]);
    // Closed is read-only: the homework's «Изменить» goes, the message's own one and the input too.
    expect(screen.queryByRole('button', { name: t.homework.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('thread-closed')).toBeInTheDocument();
    expect(screen.getByText(t.homework.badges.closed)).toBeInTheDocument();
  });
});
