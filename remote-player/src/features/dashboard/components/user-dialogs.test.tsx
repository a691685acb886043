import type { AccountCard } from '@fund/shared/schemas/accounting-responses';
import {
  createTestQueryClient,
  dialogFocused,
  renderWithProviders,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { dashboardKeys } from '../../../lib/keys';
import { card as fixtureCard } from '../../../test/fixtures';
import { PersonalFundsSection } from './personal-funds';
import { PayoutDialog, ReviewDialog } from './user-dialogs';

const card = (id: number, roomId: number, name: string, over: Partial<AccountCard> = {}): AccountCard =>
  fixtureCard({
    room: { id: roomId, name, full_name: name, short_name: name },
    account_record: { id, name: `acc-${id}` },
    account_record_name: `nick-${id}`,
    chip_currency: { id: 1, chip_rate: '1.000000' },
    ...over,
  });
// GGPoker (14) asks for two screenshots; the virtual fund room is not part of a payout.
const CARDS = [card(1, 14, 'GGPoker'), card(2, 2, 'PokerStars'), card(3, 90, 'Фонд', { virtual: true })];

/** The dashboard has the cards cached before any dialog opens. */
const withCards = () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(dashboardKeys.cards(), CARDS);
  return queryClient;
};

describe('PayoutDialog', () => {
  it('asks for every screenshot of every real room and sends them per account', async () => {
    const network = stubNetwork({
      'GET /api/users/current/payout/': {
        payout: '120.00',
        personal_share: '50',
        total: '240.00',
        min_personalfunds: '100.00',
      },
      'POST /api/accounting/payoutrequestsv2/': { id: 1 },
    });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<PayoutDialog onClose={onClose} />, { queryClient: withCards() });
    expect(await screen.findByText(/к выплате/)).toHaveTextContent('$120.00');
    const inputs = screen.getAllByRole('textbox').map((i) => i.getAttribute('id'));
    expect(inputs).toHaveLength(3);
    expect(screen.getByLabelText('GGPoker: скриншот истории')).toBeInTheDocument();
    expect(screen.queryByText(/Фонд/)).not.toBeInTheDocument();

    await dialogFocused();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect((await screen.findAllByText('Обязательное поле')).length).toBeGreaterThan(0);
    expect(network.sent('POST /api/accounting/payoutrequestsv2/')).toEqual([]);

    for (const input of screen.getAllByRole('textbox')) await user.type(input, 'https://prnt.sc/p');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/accounting/payoutrequestsv2/')).toEqual([
      [
        { account_record_id: 1, screenshot: 'https://prnt.sc/p', screenshot2: 'https://prnt.sc/p' },
        { account_record_id: 2, screenshot: 'https://prnt.sc/p', screenshot2: '' },
      ],
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
    expect(screen.getByLabelText('Отзыв')).toHaveAttribute('maxlength', '2000');
    await user.type(screen.getByLabelText('Отзыв'), 'Спасибо!');
    expect(screen.getByText('8 / 1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/users/reviews/')).toEqual([{ review: 'Спасибо!' }]);
  });
});

describe('PersonalFundsSection form', () => {
  it('Максимум fills a cashout of the available amount; more than that is refused; the cashout is sent negative', async () => {
    const network = stubNetwork({
      'GET /api/accounting/accountcards/': CARDS,
      'GET /api/accounting/playerfundflow/': [],
      'GET /api/accounting/personalfunds/max/': { value: '2000.00' },
      'POST /api/accounting/playerfundflow/': { id: 1 },
    });
    const { user } = renderWithProviders(<PersonalFundsSection />);
    const form = await screen.findByTestId('funds-form');
    await user.click(screen.getByRole('button', { name: 'Максимум' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Счёт' }));
    await user.click(await screen.findByRole('option', { name: 'PokerStars: nick-2' }));
    await user.click(screen.getByRole('button', { name: 'Максимум' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Сумма')).toHaveValue('2000');
      expect(screen.getByRole('combobox', { name: 'Тип' })).toHaveValue('Вывод');
      expect(form).toHaveTextContent('$2,000.00');
    });

    await user.clear(screen.getByLabelText('Сумма'));
    await user.type(screen.getByLabelText('Сумма'), '2000.01');
    await user.type(screen.getByLabelText('Ссылка на скриншот'), 'https://prnt.sc/cashout');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Должно быть не больше баланса')).toBeInTheDocument();
    expect(network.sent('POST /api/accounting/playerfundflow/')).toEqual([]);

    await user.clear(screen.getByLabelText('Сумма'));
    await user.type(screen.getByLabelText('Сумма'), '2000');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(network.sent('POST /api/accounting/playerfundflow/')).toEqual([
        expect.objectContaining({ account_record: 2, type: 'cashout', amount: '-2000' }),
      ]),
    );
  });
});
