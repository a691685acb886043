import type { AccountCard } from '@fund/shared/schemas/accounting-responses';
import {
  createTestQueryClient,
  dialogFocused,
  renderWithProviders,
  reply,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import type { ComponentType } from 'react';
import { dashboardKeys } from '../../../lib/keys';
import { card as fixtureCard } from '../../../test/fixtures';
import {
  BalanceTransferDialog,
  CashFlowDialog,
  ChangeBalanceDialog,
  DepositRequestDialog,
} from './room-dialogs';

const card = (id: number, over: Partial<AccountCard> = {}): AccountCard =>
  fixtureCard({
    room: { id: 23, name: 'ACR', full_name: 'Americas Cardroom', short_name: 'ACR' },
    account_record: { id, name: `acr-${id}` },
    account_record_name: `nick-${id}`,
    end_balance: '100.00',
    chip_currency: { id: 1, chip_rate: '1.000000' },
    ...over,
  });

/** Opens a room dialog on account 7 and waits until it holds the focus. */
async function openDialog(
  Dialog: ComponentType<{ card: AccountCard; onClose: () => void }>,
  options?: Parameters<typeof renderWithProviders>[1],
) {
  const onClose = jest.fn();
  const view = renderWithProviders(<Dialog card={card(7)} onClose={onClose} />, options);
  await dialogFocused();
  return { ...view, onClose };
}

describe('ChangeBalanceDialog', () => {
  it('refuses more than 40 tournaments, then sends the balance and closes', async () => {
    const network = stubNetwork({ 'POST /api/accounting/accountrecordbalances/': { id: 1 } });
    const { user, onClose } = await openDialog(ChangeBalanceDialog);
    await user.type(screen.getByLabelText('Баланс'), '1111.11');
    await user.clear(screen.getByLabelText('Количество турниров'));
    await user.type(screen.getByLabelText('Количество турниров'), '41');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Максимум 40')).toBeInTheDocument();
    expect(network.calls).toEqual([]);

    await user.clear(screen.getByLabelText('Количество турниров'));
    await user.type(screen.getByLabelText('Количество турниров'), '12');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/accounting/accountrecordbalances/')).toEqual([
      { account_record: 7, balance: 1111.11, tournaments_count: 12 },
    ]);
  });
});

describe('CashFlowDialog', () => {
  it('asks for at least 0.01 and a screenshot link; sends a payout flag', async () => {
    const network = stubNetwork({ 'POST /api/accounting/cashflow/': { id: 5 } });
    const { user, onClose } = await openDialog(CashFlowDialog);
    await user.type(screen.getByLabelText('Сумма'), '0');
    await user.type(screen.getByLabelText('Ссылка на скриншот'), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Минимальная сумма 0.01')).toBeInTheDocument();
    expect(screen.getByText('Некорректная ссылка')).toBeInTheDocument();
    expect(network.calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Сумма'));
    await user.type(screen.getByLabelText('Сумма'), '77.70');
    await user.clear(screen.getByLabelText('Ссылка на скриншот'));
    await user.type(screen.getByLabelText('Ссылка на скриншот'), 'https://prnt.sc/cash');
    await user.click(screen.getByLabelText('Вывод'));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(network.sent('POST /api/accounting/cashflow/')).toEqual([
        { account_record: 7, amount: 77.7, is_payout: true, comment: 'https://prnt.sc/cash' },
      ]),
    );
  });

  it('keeps the dialog open when the server refuses', async () => {
    stubNetwork({
      'POST /api/accounting/cashflow/': reply(400, { success: false, error: { text: ['Счёт не найден.'] } }),
    });
    const { user, onClose } = await openDialog(CashFlowDialog);
    await user.type(screen.getByLabelText('Сумма'), '10');
    await user.type(screen.getByLabelText('Ссылка на скриншот'), 'https://prnt.sc/x');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Отправить' })).not.toHaveAttribute('data-loading'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("puts the server's field message on its field, without a toast", async () => {
    stubNetwork({
      'POST /api/accounting/cashflow/': reply(400, {
        success: false,
        error: { amount: ['Сумма больше допустимой.'] },
      }),
    });
    const { user, onClose } = await openDialog(CashFlowDialog);
    await user.type(screen.getByLabelText('Сумма'), '10');
    await user.type(screen.getByLabelText('Ссылка на скриншот'), 'https://prnt.sc/x');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Сумма больше допустимой.')).toBeInTheDocument();
    expect(screen.getByLabelText('Сумма')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('DepositRequestDialog', () => {
  it("lists the account's pending requests (not rejected ones) and refuses a negative amount", async () => {
    const network = stubNetwork({
      'GET /api/accounting/depositrequests/': [
        {
          id: 3,
          account_record_id: 7,
          created_datetime: '2026-11-20T10:00:00Z',
          processed_datetime: null,
          room_short_name: 'ACR',
          account_record_name: 'nick-7',
          amount: '123.45',
          currency_name: 'USD',
        },
        {
          id: 4,
          account_record_id: 8,
          created_datetime: '2026-11-20T10:00:00Z',
          processed_datetime: null,
          room_short_name: 'ACR',
          account_record_name: 'someone-else',
          amount: '999.00',
          currency_name: 'USD',
        },
        {
          // Another account of the same room under the same nickname: matched by id, not by name.
          id: 6,
          account_record_id: 9,
          created_datetime: '2026-11-20T10:00:00Z',
          processed_datetime: null,
          room_short_name: 'ACR',
          account_record_name: 'nick-7',
          amount: '555.00',
          currency_name: 'USD',
        },
        {
          id: 5,
          account_record_id: 7,
          created_datetime: '2026-11-20T10:00:00Z',
          processed_datetime: null,
          room_short_name: 'ACR',
          account_record_name: 'nick-7',
          amount: '777.00',
          currency_name: 'USD',
          status: 'rejected',
          reject_reason: 'Нет скриншота',
        },
      ],
      'POST /api/accounting/depositrequests/': { id: 9 },
    });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<DepositRequestDialog card={card(7)} onClose={onClose} />);
    const pending = await screen.findByTestId('pending-deposits');
    await waitFor(() => expect(pending).toHaveTextContent('$123.45'));
    expect(pending).not.toHaveTextContent('999');
    expect(pending).not.toHaveTextContent('777');
    expect(pending).not.toHaveTextContent('555');

    await dialogFocused();
    await user.type(screen.getByLabelText('Сумма'), '-5');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Должно быть положительное число')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Сумма'));
    await user.type(screen.getByLabelText('Сумма'), '50');
    await user.type(screen.getByLabelText('Комментарий'), 'депозит');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/accounting/depositrequests/')).toEqual([
      { account_record: 7, amount: 50, comment: 'депозит' },
    ]);
  });
});

/** The dashboard has the cards cached before any room dialog opens. */
const withCards = (cards: AccountCard[]) => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(dashboardKeys.cards(), cards);
  return queryClient;
};

describe('BalanceTransferDialog', () => {
  it('offers only other accounts with the same chip currency; change balance is off for a virtual room', async () => {
    stubNetwork({});
    const cards = [
      card(7),
      card(8, { room: { id: 2, name: 'PokerStars', full_name: 'PokerStars', short_name: 'PS' } }),
      card(9, { chip_currency: { id: 2, chip_rate: '0.010000' } }),
    ];
    const { user } = renderWithProviders(
      <BalanceTransferDialog card={card(7, { virtual: true })} onClose={() => undefined} />,
      { queryClient: withCards(cards) },
    );
    expect(screen.getByLabelText('Изменить баланс')).toBeDisabled();
    await dialogFocused();
    await user.click(screen.getByRole('combobox', { name: 'Счёт зачисления' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['PokerStars: nick-8']),
    );
  });

  it('validates both screenshot links and sends the transfer', async () => {
    const network = stubNetwork({ 'POST /api/accounting/accountrecordbalance/transfer/': { id: 1 } });
    const cards = [
      card(7),
      card(8, { room: { id: 2, name: 'PokerStars', full_name: 'PokerStars', short_name: 'PS' } }),
    ];
    const { user, onClose } = await openDialog(BalanceTransferDialog, { queryClient: withCards(cards) });
    await user.click(screen.getByRole('combobox', { name: 'Счёт зачисления' }));
    await user.click(await screen.findByRole('option', { name: 'PokerStars: nick-8' }));
    await user.type(screen.getByLabelText('Сумма'), '50');
    await user.type(screen.getByLabelText('Скриншот вывода'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Перевести' }));
    expect(await screen.findByText('Некорректная ссылка')).toBeInTheDocument();
    expect(network.sent('POST /api/accounting/accountrecordbalance/transfer/')).toEqual([]);

    await user.clear(screen.getByLabelText('Скриншот вывода'));
    await user.type(screen.getByLabelText('Скриншот вывода'), 'https://prnt.sc/out');
    await user.type(screen.getByLabelText('Скриншот депозита'), 'https://prnt.sc/in');
    await user.click(screen.getByRole('button', { name: 'Перевести' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/accounting/accountrecordbalance/transfer/')).toEqual([
      {
        cashout_account_record: 7,
        deposit_account_record: 8,
        amount: 50,
        comment: 'https://prnt.sc/out',
        deposit_scr: 'https://prnt.sc/in',
        change_balance: false,
      },
    ]);
  });
});
