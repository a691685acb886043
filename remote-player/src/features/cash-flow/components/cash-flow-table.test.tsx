import { exportThroughMenu, renderWithProviders, screen, stubNetwork } from '@fund/shared/test';
import { CASH_FLOW_EXPORT_PATH } from '../api/cash-flow';
import { CashFlowTable } from './cash-flow-table';

const cashFlow = (id: number, status: string, reason: string | null) => ({
  id,
  room_short_name: 'PS',
  account_record_name: 'nick',
  amount: '10.00',
  currency_name: 'USD',
  is_payout: false,
  created_datetime: '2026-11-01T10:00:00Z',
  comment: 'https://prnt.sc/x',
  approved: status === 'approved',
  rejected: status === 'rejected',
  status,
  reject_reason: reason,
});

describe('player request statuses', () => {
  it('cash flow: approved, rejected with the reason, pending', async () => {
    stubNetwork({
      'GET /api/accounting/cashflow/': {
        count: 3,
        data: [
          cashFlow(1, 'approved', null),
          cashFlow(2, 'rejected', 'Сумма не совпадает'),
          cashFlow(3, 'pending', null),
        ],
      },
    });
    renderWithProviders(<CashFlowTable />);
    expect(await screen.findByTestId('cash-flow-1')).toHaveTextContent('Подтверждено');
    expect(screen.getByTestId('cash-flow-2')).toHaveTextContent('ОтклоненоПричина: Сумма не совпадает');
    expect(screen.getByTestId('cash-flow-3')).toHaveTextContent('В обработке');
    expect(screen.getByTestId('cash-flow-3')).not.toHaveTextContent('Причина');
  });
});

// Issue 40: «Экспорт» above the table downloads every page of it (the list has no filters).
describe('cash flow export', () => {
  afterEach(() => jest.restoreAllMocks());

  it('XLSX is asked of the cash flow’s export route with the format alone (no page)', async () => {
    stubNetwork({ 'GET /api/accounting/cashflow/': { count: 1, data: [cashFlow(1, 'approved', null)] } });
    const { user } = renderWithProviders(<CashFlowTable />);
    expect(await screen.findByTestId('cash-flow-1')).toBeInTheDocument();
    const name = 'движение_средств_2026-11-28.xlsx';
    expect(await exportThroughMenu(user, CASH_FLOW_EXPORT_PATH, 'XLSX', name)).toEqual({ format: 'xlsx' });
  });
});
