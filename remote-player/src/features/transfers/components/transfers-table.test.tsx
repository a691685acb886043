import { exportTexts } from '@fund/shared/i18n/exports';
import {
  createTestQueryClient,
  exportThroughMenu,
  renderWithProviders,
  screen,
  stubNetwork,
} from '@fund/shared/test';
import { dashboardKeys } from '../../../lib/keys';
import { transfer } from '../../../test/fixtures';
import { t } from '../../../ui/texts';
import { TRANSFERS_EXPORT_PATH } from '../api/transfers';
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

// Issue 40: «Экспорт» beside the tabs downloads both sides (the list has no filters); the menu's
// code loads on the first click, and that click opens it.
describe('TransfersTable export', () => {
  afterEach(() => jest.restoreAllMocks());

  it('the stub says the menu’s word; the chosen format is asked of the transfers’ export route', async () => {
    expect(t.exportButton).toBe(exportTexts.button);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(dashboardKeys.transfers(), { to_send: [transfer({ id: 1 })], to_receive: [] });
    stubNetwork({});
    const { user } = renderWithProviders(<TransfersTable onHold={jest.fn()} onConfirm={jest.fn()} />, {
      queryClient,
    });
    expect(screen.getByRole('button', { name: 'Экспорт' })).toHaveAttribute('aria-haspopup', 'menu');
    const name = 'переводы_2026-11-28.xlsx';
    expect(await exportThroughMenu(user, TRANSFERS_EXPORT_PATH, 'XLSX', name)).toEqual({ format: 'xlsx' });
  });
});
