import {
  badRequest,
  dialogFocused,
  renderWithProviders,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { playerRow as player } from './fixtures';
import { ActiveDialog, LinkDialog } from './people-dialogs';

const curators = {
  data: [{ ...player, id: 3, username: 'curator', is_player: false, is_curator: true }],
  count: 1,
};
const LINK = 'POST /api/backoffice/curator-links/';

describe('people dialogs', () => {
  it('deactivating asks first, then sends {} to deactivate', async () => {
    const network = stubNetwork({
      'POST /api/backoffice/users/2/deactivate/': { id: 2, status: 'inactive' },
    });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<ActiveDialog user={player} onClose={onClose} />);
    await dialogFocused();
    expect(
      screen.getByText('Отключить пользователя player? Он сразу потеряет доступ к кабинету.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отключить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/backoffice/users/2/deactivate/')).toEqual([{}]);
    expect(network.calls.find((c) => c.method === 'POST')?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('linking requires a curator, then sends the pair', async () => {
    const network = stubNetwork({
      'GET /api/backoffice/users/': curators,
      [LINK]: { id: 2, status: 'linked' },
    });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<LinkDialog student={player} onClose={onClose} />);
    await dialogFocused();
    await user.click(screen.getByRole('button', { name: 'Назначить куратора' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(network.sent(LINK)).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: /Куратор/ }));
    await user.click(await screen.findByRole('option', { name: 'curator' }));
    await user.click(screen.getByRole('button', { name: 'Назначить куратора' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent(LINK)).toEqual([{ curator_id: 3, student_id: 2 }]);
    expect(network.calls.find((c) => c.method === 'POST')?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it("shows the server's refusal on the curator field", async () => {
    stubNetwork({
      'GET /api/backoffice/users/': curators,
      [LINK]: badRequest({ curator_id: ['Пользователь не куратор.'] }),
    });
    const { user } = renderWithProviders(<LinkDialog student={player} onClose={jest.fn()} />);
    await dialogFocused();
    await user.click(screen.getByRole('combobox', { name: /Куратор/ }));
    await user.click(await screen.findByRole('option', { name: 'curator' }));
    await user.click(screen.getByRole('button', { name: 'Назначить куратора' }));
    expect(await screen.findByText('Пользователь не куратор.')).toBeInTheDocument();
  });
});
