import {
  createTestQueryClient,
  dialogFocused,
  markedRequired,
  renderWithProviders,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { dashboardKeys } from '../../../api/keys';
import { roomCard as card } from '../../../test/fixtures';
import { PayoutDialog, ReviewDialog } from './user-dialogs';

// GGPoker (14) asks for two screenshots; the virtual fund room is not part of a payout.
const CARDS = [card(1, 14, 'GGPoker'), card(2, 2, 'PokerStars'), card(3, 90, 'Фонд', { virtual: true })];

/** The dashboard has the cards cached before any dialog opens. */
const withCards = () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(dashboardKeys.cards(), CARDS);
  return queryClient;
};

const PAYOUT_INFO = {
  payout: '120.00',
  personal_share: '50',
  total: '240.00',
  min_personalfunds: '100.00',
};

/** The payout dialog over the player's 2FA status (issue 41 item 2: what confirms the request). */
function payoutDialog(twoFactor: boolean) {
  const network = stubNetwork({
    'GET /api/users/current/payout/': PAYOUT_INFO,
    'GET /api/users/two-factor/': { enabled: twoFactor, recovery_codes_left: twoFactor ? 10 : 0 },
    'POST /api/accounting/payoutrequestsv2/': { id: 1 },
  });
  const onClose = jest.fn();
  return {
    network,
    onClose,
    ...renderWithProviders(<PayoutDialog onClose={onClose} />, { queryClient: withCards() }),
  };
}

const SENT = [
  { account_record_id: 1, screenshot: 'https://prnt.sc/p', screenshot2: 'https://prnt.sc/p' },
  { account_record_id: 2, screenshot: 'https://prnt.sc/p', screenshot2: '' },
];

describe('PayoutDialog', () => {
  it('asks for every screenshot of every real room and the password, and sends them per account', async () => {
    const { network, onClose, user } = payoutDialog(false);
    expect(await screen.findByText(/к выплате/)).toHaveTextContent('$120.00');
    const password = await screen.findByLabelText(/Пароль для подтверждения/);
    expect(screen.queryByLabelText(/Код подтверждения/)).not.toBeInTheDocument();
    const inputs = screen.getAllByRole('textbox').map((i) => i.getAttribute('id'));
    expect(inputs).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'GGPoker: скриншот истории' })).toBeInTheDocument();
    expect(screen.queryByText(/Фонд/)).not.toBeInTheDocument();

    await dialogFocused();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    // Two rooms' screenshots and the password.
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(3);
    expect(network.sent('POST /api/accounting/payoutrequestsv2/')).toEqual([]);

    for (const input of screen.getAllByRole('textbox')) await user.type(input, 'https://prnt.sc/p');
    await user.type(password, 'my password');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/accounting/payoutrequestsv2/')).toEqual([
      { requests: SENT, password: 'my password' },
    ]);
  });

  it('with two-factor sign-in on, asks for a code from the app instead of the password', async () => {
    const { network, onClose, user } = payoutDialog(true);
    const code = await screen.findByRole('textbox', { name: /Код подтверждения из приложения/ });
    expect(screen.queryByLabelText(/Пароль для подтверждения/)).not.toBeInTheDocument();
    await dialogFocused();
    for (const input of screen.getAllByRole('textbox', { name: /скриншот/ }))
      await user.type(input, 'https://prnt.sc/p');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/accounting/payoutrequestsv2/')).toEqual([
      { requests: SENT, code: '123456' },
    ]);
  });
});

describe('ReviewDialog', () => {
  it('requires a text, counts up to 1000 characters and sends it', async () => {
    const network = stubNetwork({ 'POST /api/users/reviews/': { id: 1 } });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<ReviewDialog onClose={onClose} />);
    await dialogFocused();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Отзыв' })).toHaveAttribute('maxlength', '2000');
    await user.type(screen.getByRole('textbox', { name: 'Отзыв' }), 'Спасибо!');
    expect(screen.getByText('8 / 1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/users/reviews/')).toEqual([{ review: 'Спасибо!' }]);
  });
});

test('the review text is marked required', async () => {
  stubNetwork({});
  renderWithProviders(<ReviewDialog onClose={() => undefined} />);
  await dialogFocused();
  expect(markedRequired('Отзыв')).toBe(true);
});
