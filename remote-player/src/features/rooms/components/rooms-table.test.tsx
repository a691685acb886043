import { createTestQueryClient, renderWithProviders, screen, within } from '@fund/shared/test';
import { dashboardKeys } from '../../../api/keys';
import { card, roomCard } from '../../../test/fixtures';
import { RoomsTable } from './rooms-table';

describe('rooms table', () => {
  it('puts Действия first, so it is never behind a sideways scroll', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(dashboardKeys.cards(), [card()]);
    renderWithProviders(<RoomsTable onAction={jest.fn()} />, { queryClient });
    const table = screen.getByTestId('rooms-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('Действия');
    const firstCell = within(table).getAllByRole('row')[1]?.querySelector('td');
    expect(firstCell && within(firstCell).getByRole('button', { name: 'Действия' })).toBeTruthy();
  });

  it('«Действия» opens its menu on the first click, its code loaded then; an item runs its action', async () => {
    const queryClient = createTestQueryClient();
    const row = card();
    queryClient.setQueryData(dashboardKeys.cards(), [row]);
    const onAction = jest.fn();
    const { user } = renderWithProviders(<RoomsTable onAction={onAction} />, { queryClient });
    const button = screen.getByRole('button', { name: 'Действия' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Движение средств' }));
    expect(onAction).toHaveBeenCalledWith('cashflow', row);
  });

  it('offers «Перевод между счетами» only where another account of the same chip currency exists', async () => {
    const queryClient = createTestQueryClient();
    const usd = { id: 1, chip_rate: '1.000000' };
    const gg = { id: 2, chip_rate: '1.000000' };
    queryClient.setQueryData(dashboardKeys.cards(), [
      roomCard(1, 23, 'PokerStars', { chip_currency: usd }),
      roomCard(2, 7, 'ACR', { chip_currency: usd }),
      roomCard(3, 14, 'GGPoker', { chip_currency: gg }),
    ]);
    const { user } = renderWithProviders(<RoomsTable onAction={jest.fn()} />, { queryClient });
    const menuOf = async (name: string) => {
      const row = within(screen.getByTestId('rooms-table')).getByRole('row', { name: new RegExp(name) });
      await user.click(within(row).getByRole('button', { name: 'Действия' }));
      const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return items;
    };
    expect(await menuOf('PokerStars')).toContain('Перевод между счетами');
    expect(await menuOf('GGPoker')).not.toContain('Перевод между счетами');
  });

  it('shows what the holds take from a balance, and nothing where none is held', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(dashboardKeys.cards(), [
      roomCard(1, 14, 'GGPoker', { end_balance: '3700.00', held: '500.00' }),
      roomCard(2, 23, 'PokerStars', { end_balance: '2480.00' }),
    ]);
    renderWithProviders(<RoomsTable onAction={jest.fn()} />, { queryClient });
    const table = screen.getByTestId('rooms-table');
    expect(
      within(table)
        .getAllByTestId('held')
        .map((cell) => cell.textContent),
    ).toEqual(['Зарезервировано: $500.00']);
    expect(within(table).getByRole('row', { name: /GGPoker/ })).toHaveTextContent('Зарезервировано: $500.00');
  });
});
