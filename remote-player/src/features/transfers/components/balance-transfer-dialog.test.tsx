import {
  dialogFocused,
  markedRequired,
  renderWithProviders,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { acrCard as card } from '../../../test/fixtures';
import { openDialog, withCards } from '../../../test/room-dialog';
import { BalanceTransferDialog } from './balance-transfer-dialog';

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
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '50');
    await user.type(screen.getByRole('textbox', { name: 'Скриншот вывода' }), 'bad');
    await user.click(screen.getByRole('button', { name: 'Перевести' }));
    expect(await screen.findByText('Некорректная ссылка')).toBeInTheDocument();
    expect(network.sent('POST /api/accounting/accountrecordbalance/transfer/')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Скриншот вывода' }));
    await user.type(screen.getByRole('textbox', { name: 'Скриншот вывода' }), 'https://prnt.sc/out');
    await user.type(screen.getByRole('textbox', { name: 'Скриншот депозита' }), 'https://prnt.sc/in');
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

test('the target account, the amount and both screenshot links are marked required (issue 35)', async () => {
  stubNetwork({});
  renderWithProviders(<BalanceTransferDialog card={card(7)} onClose={() => undefined} />, {
    queryClient: withCards([card(7), card(8)]),
  });
  await dialogFocused();
  expect(markedRequired('Счёт зачисления', 'combobox')).toBe(true);
  expect(markedRequired('Сумма')).toBe(true);
  expect(markedRequired('Скриншот вывода')).toBe(true);
  expect(markedRequired('Скриншот депозита')).toBe(true);
});
