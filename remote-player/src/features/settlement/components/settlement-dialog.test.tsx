import { dialogFocused, renderWithProviders, screen, stubNetwork, within } from '@fund/shared/test';
import { SettlementDialog } from './settlement-dialog';

const terms = {
  personal_share: '50.00',
  makeup_carried: true,
  makeup_at_end: 'written_off',
  amount_games: 1000,
  min_personalfunds_buyins: 500,
  from_bundle: 1,
};
// The worked example: bundle 1 lost 2,500, bundle 2 wins 10,000 (two accounts), a debt of 200.
const preview = {
  bundle: { id: 12, number: 2, start_datetime: '2026-10-01T00:00:00.000Z' },
  terms,
  figures: {
    result: '10000.00',
    makeup_before: '2500.00',
    after_makeup: '7500.00',
    player_share: '3750.00',
    fund_share: '3750.00',
    deductions: [{ category_id: 3, name: 'Coaching', balance: '200.00', amount: '200.00' }],
    deductions_total: '200.00',
    payout: '3550.00',
    makeup_after: '0.00',
    makeup_written_off: '0.00',
  },
  sources: {
    result: [
      {
        account_record_id: 5,
        label: 'PokerStars / settler_usd',
        currency_name: 'USD',
        rate: '1',
        start_balance: '1000.00',
        end_balance: '7500.00',
        transfers_sum: '500.00',
        value: '6000.00',
        usd: '6000.00',
        movements: [
          { id: 41, kind: 'deposit', amount: '700.00', created_at: '2026-10-02T10:00:00.000Z' },
          { id: 42, kind: 'cashflow_out', amount: '-200.00', created_at: '2026-10-03T10:00:00.000Z' },
        ],
      },
      {
        account_record_id: 6,
        label: 'GGPoker / settler_gg',
        currency_name: 'USD',
        rate: '1',
        start_balance: '0.00',
        end_balance: '4000.00',
        transfers_sum: '0.00',
        value: '4000.00',
        usd: '4000.00',
        movements: [],
      },
    ],
    makeup_before: [{ bundle_number: 1, result: '-2500.00', makeup_after: '2500.00' }],
    deductions: [
      {
        category_id: 3,
        name: 'Coaching',
        balance: '200.00',
        rows: [
          { id: 1, amount: '300.00', comment: 'owed', created_at: '2026-10-04T10:00:00.000Z' },
          { id: 2, amount: '-100.00', comment: 'repaid', created_at: '2026-10-05T10:00:00.000Z' },
        ],
      },
    ],
  },
  min_personalfunds: { buyins: 500, abi: '11.00', value: '5500.00' },
};
const termsView = {
  contract_id: 7,
  current_bundle: 2,
  current: terms,
  next: { ...terms, personal_share: '60.00', from_bundle: 3 },
};

const PREVIEW = 'GET /api/accounting/settlement/preview/';
const TERMS = 'GET /api/contracts/user/terms/';

async function opened(answer: unknown = preview) {
  const network = stubNetwork({ [PREVIEW]: answer, [TERMS]: termsView });
  const rendered = renderWithProviders(<SettlementDialog onClose={jest.fn()} />);
  await dialogFocused();
  return { network, ...rendered };
}

const figure = (id: string) => screen.getByTestId(`figure-${id}`);

describe('«Если рассчитаться сейчас»', () => {
  it('shows the chain of the current bundle, the minimum personal funds rule and the terms', async () => {
    const { network } = await opened();
    expect(await screen.findByText('Пакет 2')).toBeInTheDocument();
    expect(figure('result')).toHaveTextContent('Результат пакета$10,000.00');
    expect(figure('makeup_before')).toHaveTextContent('Макап до пакета$2,500.00');
    expect(figure('after_makeup')).toHaveTextContent('После макапа$7,500.00');
    expect(figure('player_share')).toHaveTextContent('Доля игрока (50.00 %)$3,750.00');
    expect(figure('fund_share')).toHaveTextContent('Доля фонда$3,750.00');
    expect(figure('deduction-3')).toHaveTextContent('Удержания: Coaching$200.00');
    expect(figure('deductions')).toHaveTextContent('Удержания$200.00');
    expect(figure('payout')).toHaveTextContent('К выплате$3,550.00');
    expect(figure('makeup_after')).toHaveTextContent('Макап после$0.00');
    // Nothing written off before the contract's end.
    expect(screen.queryByTestId('figure-makeup_written_off')).not.toBeInTheDocument();
    expect(screen.getByTestId('min-funds')).toHaveTextContent(
      '500 × средний бай-ин за 30 дней ($11.00) = $5,500.00',
    );
    expect(screen.getByTestId('min-funds')).toHaveTextContent('«Должно быть не больше баланса»');
    expect(await screen.findByTestId('terms-current')).toHaveTextContent('Действуют сейчас (с пакета 1)');
    expect(screen.getByTestId('terms-next')).toHaveTextContent('Изменение с пакета 3');
    expect(screen.getByTestId('terms-next')).toHaveTextContent('Доля игрока, %: 60.00');
    expect(network.unhandled).toEqual([]);
  });

  it('opens the rows behind a figure, and they add up to it', async () => {
    const { user } = await opened();
    await user.click(await screen.findByRole('button', { name: 'Результат пакета' }));
    const result = screen.getByRole('cell', { name: 'Откуда: Результат пакета' });
    expect(within(result).getByTestId('result-account-5')).toHaveTextContent('PokerStars / settler_usd');
    expect(within(result).getByTestId('result-account-5')).toHaveTextContent('Депозит от фонда: $700.00');
    expect(within(result).getByTestId('result-account-5')).toHaveTextContent('Вывод со счёта: -$200.00');
    expect(within(result).getByTestId('rows-sum')).toHaveTextContent('Сумма строк: $10,000.00');

    await user.click(screen.getByRole('button', { name: 'Удержания: Coaching' }));
    const debts = screen.getByRole('cell', { name: 'Откуда: Удержания: Coaching' });
    expect(within(debts).getByTestId('rows-sum')).toHaveTextContent('Сумма строк: $200.00');

    await user.click(screen.getByRole('button', { name: 'Макап до пакета' }));
    expect(screen.getByTestId('makeup-bundle-1')).toHaveTextContent(
      'Пакет 1: Результат пакета -$2,500.00 · Макап после $2,500.00',
    );
    // Closed again: the rows go.
    await user.click(screen.getByRole('button', { name: 'Результат пакета' }));
    expect(screen.queryByRole('cell', { name: 'Откуда: Результат пакета' })).not.toBeInTheDocument();
  });

  it('says there is nothing to settle without a contract or bundle', async () => {
    await opened(null);
    expect(await screen.findByText('Нет договора или пакета: рассчитывать нечего.')).toBeInTheDocument();
    expect(screen.queryByTestId('figure-payout')).not.toBeInTheDocument();
  });
});
