import { createTestQueryClient, renderWithProviders, screen } from '@fund/shared/test';
import { dashboardKeys } from '../../../lib/keys';
import { transfer } from '../../../test/fixtures';
import { TransfersTable } from './transfers-table';

describe('TransfersTable', () => {
  it('a held transfer shows the sum it reserves (issue 35: only a greyed button said so)', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(dashboardKeys.transfers(), {
      to_send: [
        transfer({ id: 1, amount: '500.00', is_balance_hold: true }),
        transfer({ id: 2, amount: '150.00', is_balance_hold: false }),
      ],
      to_receive: [],
    });
    renderWithProviders(<TransfersTable onHold={jest.fn()} onConfirm={jest.fn()} />, { queryClient });
    expect(screen.getByTestId('transfer-1')).toHaveTextContent('Зарезервировано: $500.00');
    expect(screen.getByTestId('transfer-2')).not.toHaveTextContent('Зарезервировано');
  });
});
