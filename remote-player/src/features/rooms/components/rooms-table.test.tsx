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
});
