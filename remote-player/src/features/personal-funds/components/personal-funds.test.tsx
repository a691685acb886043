import {
  exportThroughMenu,
  markedRequired,
  renderWithProviders,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { roomCard as card } from '../../../test/fixtures';
import { FUNDS_EXPORT_PATH } from '../api/funds-flow';
import { PersonalFundsSection } from './personal-funds';

const CARDS = [card(1, 14, 'GGPoker'), card(2, 2, 'PokerStars'), card(3, 90, 'Фонд', { virtual: true })];

const funds = (id: number, status: string, reason: string | null) => ({
  id,
  type: 'cashback',
  amount: '25.00',
  currency_name: 'USD',
  comment: 'https://prnt.sc/f',
  created_datetime: '2026-11-01T10:00:00Z',
  room_short_name: 'PS',
  account_record_name: 'nick',
  status,
  reject_reason: reason,
});

describe('player request statuses', () => {
  it('personal funds: a declaration is pending until decided; a reject shows its reason', async () => {
    stubNetwork({
      'GET /api/accounting/accountcards/': [],
      'GET /api/accounting/playerfundflow/': [
        funds(1, 'pending', null),
        funds(2, 'approved', null),
        funds(3, 'rejected', 'Кэшбэк уже учтён'),
      ],
    });
    renderWithProviders(<PersonalFundsSection />);
    expect(await screen.findByTestId('funds-1')).toHaveTextContent('В обработке');
    expect(screen.getByTestId('funds-2')).toHaveTextContent('Подтверждено');
    expect(screen.getByTestId('funds-3')).toHaveTextContent('Причина: Кэшбэк уже учтён');
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
      expect(screen.getByRole('textbox', { name: 'Сумма' })).toHaveValue('2000');
      expect(screen.getByRole('combobox', { name: 'Тип' })).toHaveValue('Вывод');
      expect(form).toHaveTextContent('$2,000.00');
    });

    await user.clear(screen.getByRole('textbox', { name: 'Сумма' }));
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '2000.01');
    await user.type(screen.getByRole('textbox', { name: 'Ссылка на скриншот' }), 'https://prnt.sc/cashout');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Должно быть не больше баланса')).toBeInTheDocument();
    expect(network.sent('POST /api/accounting/playerfundflow/')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Сумма' }));
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(network.sent('POST /api/accounting/playerfundflow/')).toEqual([
        expect.objectContaining({ account_record: 2, type: 'cashout', amount: '-2000' }),
      ]),
    );
  });
});

/** The form with the cards loaded and no movements. */
async function renderForm() {
  stubNetwork({ 'GET /api/accounting/accountcards/': CARDS, 'GET /api/accounting/playerfundflow/': [] });
  const { user } = renderWithProviders(<PersonalFundsSection />);
  await screen.findByTestId('funds-form');
  return user;
}

describe('PersonalFundsSection after a submit (issue 35)', () => {
  it('«Доступно к выводу» shows the new maximum of the account, which stays chosen', async () => {
    let max = '2000.00';
    stubNetwork({
      'GET /api/accounting/accountcards/': CARDS,
      'GET /api/accounting/playerfundflow/': [],
      'GET /api/accounting/personalfunds/max/': () => ({ value: max }),
      'POST /api/accounting/playerfundflow/': () => {
        max = '500.00';
        return { id: 1, status: 'approved' };
      },
    });
    const { user } = renderWithProviders(<PersonalFundsSection />);
    const form = await screen.findByTestId('funds-form');
    await user.click(screen.getByRole('combobox', { name: 'Счёт' }));
    await user.click(await screen.findByRole('option', { name: 'PokerStars: nick-2' }));
    await waitFor(() => expect(form).toHaveTextContent('Доступно к выводу: $2,000.00'));

    await user.click(screen.getByRole('button', { name: 'Максимум' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Сумма' })).toHaveValue('2000'));
    await user.clear(screen.getByRole('textbox', { name: 'Сумма' }));
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '1500');
    await user.type(screen.getByRole('textbox', { name: 'Ссылка на скриншот' }), 'https://prnt.sc/cashout');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    await waitFor(() => expect(form).toHaveTextContent('Доступно к выводу: $500.00'));
    expect(screen.getByRole('combobox', { name: 'Счёт' })).toHaveValue('PokerStars: nick-2');
  });

  it('clicking the chosen «Тип» again keeps it', async () => {
    const user = await renderForm();
    const type = screen.getByRole('combobox', { name: 'Тип' });
    expect(type).toHaveValue('Депозит');
    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Депозит' }));
    expect(screen.getByRole('combobox', { name: 'Тип' })).toHaveValue('Депозит');
  });

  it('«Изменить баланс» says what it does for the chosen type', async () => {
    const user = await renderForm();
    expect(screen.getByText(/будет больше на эту сумму/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Тип' }));
    await user.click(await screen.findByRole('option', { name: 'Вывод' }));
    expect(screen.getByText(/будет меньше на эту сумму/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Изменить баланс'));
    expect(screen.getByText('Баланс счёта увеличится на эту сумму.')).toBeInTheDocument();
  });
});

test('the account, the type, the amount and the screenshot link are marked required (issue 35)', async () => {
  stubNetwork({ 'GET /api/accounting/accountcards/': CARDS, 'GET /api/accounting/playerfundflow/': [] });
  renderWithProviders(<PersonalFundsSection />);
  await screen.findByTestId('funds-form');
  expect(markedRequired('Счёт', 'combobox')).toBe(true);
  expect(markedRequired('Тип', 'combobox')).toBe(true);
  expect(markedRequired('Сумма')).toBe(true);
  expect(markedRequired('Ссылка на скриншот')).toBe(true);
});

// Issue 40: «Экспорт» above the movements downloads them (the list has no filters).
describe('personal funds export', () => {
  afterEach(() => jest.restoreAllMocks());

  it('plain CSV is asked of the movements’ export route', async () => {
    stubNetwork({
      'GET /api/accounting/accountcards/': [],
      'GET /api/accounting/playerfundflow/': [funds(1, 'approved', null)],
    });
    const { user } = renderWithProviders(<PersonalFundsSection />);
    expect(await screen.findByTestId('funds-1')).toBeInTheDocument();
    const name = 'личные_средства_2026-11-28.csv';
    expect(await exportThroughMenu(user, FUNDS_EXPORT_PATH, 'CSV', name)).toEqual({ format: 'csv' });
  });
});
