import { exportTexts } from '@fund/shared/i18n/exports';
import {
  createTestQueryClient,
  exportThroughMenu,
  renderWithProviders,
  screen,
  stubNetwork,
  viewportWidth,
  within,
} from '@fund/shared/test';
import { dashboardKeys } from '../../../api/keys';
import { transfer } from '../../../test/fixtures';
import { t } from '../../../ui/texts';
import { TRANSFERS_EXPORT_PATH } from '../api/transfers';
import { t as transfersText } from '../texts';
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

// Issue 42: on a phone a transfer is a card, its amount on top and «Подтвердить» a tap away.
describe('TransfersTable on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = viewportWidth(390);
  });
  afterEach(() => restore());

  it('shows the amount and date on top of the card and confirms from its button', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(dashboardKeys.transfers(), {
      to_send: [transfer({ id: 7, amount: '150.00' })],
      to_receive: [],
    });
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<TransfersTable onHold={jest.fn()} onConfirm={onConfirm} />, {
      queryClient,
    });
    const card = await screen.findByTestId('transfer-7');
    expect(card.querySelector('[data-card-part="primary"]')).toHaveTextContent('$150.00');
    expect(card.querySelector('[data-card-part="date"]')).not.toBeEmptyDOMElement();
    const actions = card.querySelector('[data-card-part="actions"]') as HTMLElement;
    await user.click(within(actions).getByRole('button', { name: transfersText.confirm }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
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
