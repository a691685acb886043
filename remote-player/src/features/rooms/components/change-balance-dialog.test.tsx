import { api } from '@fund/shared/api';
import { markedRequired, renderWithProviders, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { card, moneyRequest } from '../../../test/fixtures';
import { openDialog } from '../../../test/room-dialog';
import { ChangeBalanceDialog } from './change-balance-dialog';

afterEach(() => jest.restoreAllMocks());

describe('ChangeBalanceDialog', () => {
  it('refuses more than 40 tournaments, then sends the balance and closes', async () => {
    const network = stubNetwork({ 'POST /api/accounting/accountrecordbalances/': { id: 1 } });
    const { user, onClose } = await openDialog(ChangeBalanceDialog);
    await user.type(screen.getByRole('textbox', { name: 'Баланс' }), '1111.11');
    await user.clear(screen.getByRole('textbox', { name: 'Количество турниров' }));
    await user.type(screen.getByRole('textbox', { name: 'Количество турниров' }), '41');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Максимум 40')).toBeInTheDocument();
    expect(network.calls).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Количество турниров' }));
    await user.type(screen.getByRole('textbox', { name: 'Количество турниров' }), '12');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/accounting/accountrecordbalances/')).toEqual([
      { account_record: 7, balance: 1111.11, tournaments_count: 12 },
    ]);
  });

  it('a comma in the tournaments count is a decimal point, refused as not whole (never 1,5 → 15)', async () => {
    const network = stubNetwork({ 'POST /api/accounting/accountrecordbalances/': { id: 1 } });
    const { user } = await openDialog(ChangeBalanceDialog);
    await user.type(screen.getByRole('textbox', { name: 'Баланс' }), '10');
    const count = screen.getByRole('textbox', { name: 'Количество турниров' });
    await user.clear(count);
    await user.type(count, '1,5');
    expect(count).toHaveValue('1.5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Должно быть целым числом')).toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });
});

describe('amount fields of the room dialogs', () => {
  it('Баланс 1,050.00 is saved as 1050', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ id: 1 });
    jest.spyOn(api, 'get').mockResolvedValue([]);
    const { user } = renderWithProviders(<ChangeBalanceDialog card={card()} onClose={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Баланс' }), '1,050.00');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(post).toHaveBeenCalledWith(
      '/api/accounting/accountrecordbalances/',
      { account_record: 11, balance: 1050, tournaments_count: 0 },
      moneyRequest(),
    );
  });
});

test('shows the account’s current balance and marks both fields required', async () => {
  stubNetwork({});
  await openDialog(ChangeBalanceDialog);
  expect(screen.getByTestId('current-balance')).toHaveTextContent('Текущий баланс: $100.00');
  expect(markedRequired('Баланс')).toBe(true);
  expect(markedRequired('Количество турниров')).toBe(true);
});
