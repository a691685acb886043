import {
  badRequest,
  dialogFocused,
  renderWithProviders,
  reply,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { BACKOFFICE_API } from '../../../api/keys';
import { contractTermsPath } from '../api/people';
import { ContractTermsDialog } from './contract-terms-dialog';
import { playerRow as player } from './fixtures';

const TERMS = `${BACKOFFICE_API}${contractTermsPath(player.id)}`;
const GET = `GET ${TERMS}`;
const POST = `POST ${TERMS}`;
const current = {
  personal_share: '50.00',
  makeup_carried: true,
  makeup_at_end: 'written_off',
  amount_games: 1000,
  min_personalfunds_buyins: 500,
  from_bundle: 1,
};
const next = { ...current, personal_share: '60.00', makeup_at_end: 'owed', from_bundle: 4 };
const view = { contract_id: 7, current_bundle: 3, current, next };

async function opened(routes: Record<string, unknown>) {
  const network = stubNetwork(routes);
  const onClose = jest.fn();
  const rendered = renderWithProviders(<ContractTermsDialog user={player} onClose={onClose} />);
  await dialogFocused();
  return { network, onClose, ...rendered };
}

describe('contract terms dialog', () => {
  it('shows the terms in force and the change to come, then sends the edited terms', async () => {
    const { network, onClose, user } = await opened({ [GET]: view, [POST]: { ...view, next: current } });
    const now = await screen.findByTestId('terms-current');
    expect(now).toHaveTextContent('Действуют сейчас (с пакета 1)');
    expect(now).toHaveTextContent('Доля игрока, %: 50.00');
    expect(now).toHaveTextContent('Макап в конце договора: Списывается');
    const pending = screen.getByTestId('terms-next');
    expect(pending).toHaveTextContent('Изменение с пакета 4');
    expect(pending).toHaveTextContent('Доля игрока, %: 60.00');
    expect(pending).toHaveTextContent('Макап в конце договора: Долг игрока');
    // The form starts from the latest terms: the change to come.
    const share = screen.getByRole('textbox', { name: /Доля игрока/ });
    expect(share).toHaveValue('60.00');
    await user.clear(share);
    await user.type(share, '55.5');
    await user.click(screen.getByRole('checkbox', { name: 'Макап переносится в следующий пакет' }));
    const games = screen.getByRole('textbox', { name: /Длина пакета/ });
    await user.clear(games);
    await user.type(games, '1500');
    await user.click(screen.getByRole('button', { name: 'Сохранить условия' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent(POST)).toEqual([
      {
        personal_share: '55.5',
        makeup_carried: false,
        makeup_at_end: 'owed',
        amount_games: 1500,
        min_personalfunds_buyins: 500,
      },
    ]);
    expect(network.calls.find((c) => c.method === 'POST')?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a share over 100 in the form, sending nothing', async () => {
    const { network, onClose, user } = await opened({ [GET]: { ...view, next: null } });
    expect(await screen.findByText('Изменений не запланировано.')).toBeInTheDocument();
    const share = screen.getByRole('textbox', { name: /Доля игрока/ });
    await user.clear(share);
    await user.type(share, '150');
    await user.click(screen.getByRole('button', { name: 'Сохранить условия' }));
    expect(await screen.findByText('Доля игрока — число от 0 до 100.')).toBeInTheDocument();
    expect(network.sent(POST)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the API's refusal on its field and stays open", async () => {
    const refusal = 'Минимум личных средств — целое число бай-инов от 0 до 100 000.';
    const { network, onClose, user } = await opened({
      [GET]: view,
      [POST]: badRequest({ min_personalfunds_buyins: [refusal] }),
    });
    await screen.findByTestId('terms-current');
    await user.click(screen.getByRole('button', { name: 'Сохранить условия' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Минимум личных средств/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(network.sent(POST)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says why when the player has no open contract', async () => {
    await opened({
      [GET]: reply(404, { detail: 'У игрока нет действующего договора.' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('У игрока нет действующего договора.');
    expect(screen.queryByRole('textbox', { name: /Доля игрока/ })).not.toBeInTheDocument();
  });
});
