import { createTestQueryClient, renderWithProviders, screen, within } from '@fund/shared/test';
import { dashboardKeys } from '../../../lib/keys';
import { card } from '../../../test/fixtures';
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
});
