import { renderWithProviders, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { homeworkRow } from './fixtures';
import { MessageThread } from './message-thread';

const homework = homeworkRow();

describe('MessageThread', () => {
  it('no edit starts while a message is being sent: its end would clear the edited text', async () => {
    let answer: () => void = () => undefined;
    const network = stubNetwork({
      'POST /api/homework/1/messages/': () => new Promise((resolve) => (answer = () => resolve(homework))),
    });
    const { user } = renderWithProviders(<MessageThread homework={homework} userId={3} />);
    const input = screen.getByTestId('message-input');
    await user.type(input, 'Ещё одно');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(network.sent('POST /api/homework/1/messages/')).toEqual([{ text: 'Ещё одно' }]),
    );
    // The thread may already show the new message (the live stream refetched it) while the send
    // has not answered yet: «Изменить» waits for it.
    expect(screen.getByRole('button', { name: 'Изменить' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Изменить' })).toBeEnabled());
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    expect(input).toHaveValue('Reviewed the hands');
  });
});
