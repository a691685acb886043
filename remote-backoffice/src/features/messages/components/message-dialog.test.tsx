import type { WebMessageRow } from '@fund/shared/schemas/backoffice';
import {
  dialogFocused,
  refusal,
  renderWithProviders,
  reply,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { MessageDialog, RetireDialog } from './message-dialog';

const message: WebMessageRow = {
  id: 4,
  type: 'warning',
  text: 'Технические работы в пятницу',
  audience: 'player',
  active: true,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: null,
  retired_at: null,
};
const text = () => screen.getByRole('textbox', { name: /Текст сообщения/ });
const save = () => screen.getByRole('button', { name: 'Сохранить' });

describe('MessageDialog', () => {
  it('requires a text; creates an info message for everyone by default', async () => {
    const network = stubNetwork({ 'POST /api/backoffice/messages/': { id: 9, status: 'active' } });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<MessageDialog onClose={onClose} />);
    await dialogFocused();
    await user.click(save());
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(network.sent('POST /api/backoffice/messages/')).toEqual([]);
    await user.type(text(), ' Новые лимиты с понедельника ');
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/backoffice/messages/')).toEqual([
      { type: 'info', text: 'Новые лимиты с понедельника', audience: 'all' },
    ]);
    // Sent with a key: a message sent again after a lost answer is replayed, not posted twice.
    expect(network.calls.find((c) => c.method === 'POST')?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('edits a shown message with PATCH; its type can change', async () => {
    const network = stubNetwork({ 'PATCH /api/backoffice/messages/4/': { id: 4, status: 'active' } });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<MessageDialog message={message} onClose={onClose} />);
    await dialogFocused();
    expect(text()).toHaveValue('Технические работы в пятницу');
    await user.click(screen.getByRole('combobox', { name: /^Тип/ }));
    await user.click(await screen.findByRole('option', { name: 'Ошибка' }));
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('PATCH /api/backoffice/messages/4/')).toEqual([
      { type: 'error', text: 'Технические работы в пятницу', audience: 'player' },
    ]);
  });

  it.each([
    ['curator', 'Снять сообщение с показа? Кураторы больше не увидят его.'],
    ['player', 'Снять сообщение с показа? Игроки больше не увидят его.'],
    ['all', 'Снять сообщение с показа? Все пользователи больше не увидят его.'],
  ] as const)('the retire question names the audience (%s)', async (audience, question) => {
    stubNetwork({});
    renderWithProviders(<RetireDialog message={{ ...message, audience }} onClose={jest.fn()} />);
    await dialogFocused();
    expect(screen.getByText(question)).toBeInTheDocument();
  });

  it('retiring a message retired meanwhile says so (409)', async () => {
    stubNetwork({
      'POST /api/backoffice/messages/4/retire/': reply(409, refusal(['Сообщение уже снято с показа.'])),
    });
    const { user } = renderWithProviders(<RetireDialog message={message} onClose={jest.fn()} />);
    await dialogFocused();
    await user.click(screen.getByRole('button', { name: 'Снять с показа' }));
    expect(await screen.findByTestId('conflict')).toHaveTextContent('Сообщение уже снято с показа.');
  });
});
