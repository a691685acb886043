import { renderWithProviders, screen, stubNetwork, waitFor, within } from '@fund/shared/test';
import { depositRequest } from '../../../test/fixtures';
import { CashFlowTable } from './cash-flow-table';
import { DepositRequests } from './deposits';
import { PayoutRequests } from './payout-requests';
import { PersonalFundsSection } from './personal-funds';

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

const funds = (id: number, status: string, reason: string | null) => ({
  id,
  type: 'cashback',
  amount: '25.00',
  currency_name: 'USD',
  comment: 'https://prnt.sc/f',
  created_datetime: '2026-11-01T10:00:00Z',
  room_short_name: 'PS',
  account_record_name: 'nick',
  status,
  reject_reason: reason,
});

describe('player request statuses', () => {
  it('deposit requests: pending can be deleted, processed shows the date, rejected shows the reason', async () => {
    stubNetwork({
      'GET /api/accounting/depositrequests/': [
        depositRequest({ id: 1 }),
        depositRequest({
          id: 2,
          status: 'processed',
          processed_datetime: '2026-11-02T10:00:00Z',
          processed_amount: '50.00',
        }),
        depositRequest({
          id: 3,
          status: 'rejected',
          reject_reason: 'Нет скриншота',
        }),
      ],
    });
    renderWithProviders(<DepositRequests />);
    const pending = await screen.findByTestId('deposit-1');
    expect(pending).toHaveTextContent('В обработке');
    expect(within(pending).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();

    const processed = screen.getByTestId('deposit-2');
    expect(processed).toHaveTextContent('Обработан');
    expect(within(processed).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();

    const rejected = screen.getByTestId('deposit-3');
    expect(rejected).toHaveTextContent('Отклонено');
    expect(rejected).toHaveTextContent('Причина: Нет скриншота');
    expect(within(rejected).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });

  it('the reason of a reject is also the tooltip of the badge', async () => {
    stubNetwork({
      'GET /api/accounting/depositrequests/': [
        depositRequest({
          id: 3,
          status: 'rejected',
          reject_reason: 'Нет скриншота',
        }),
      ],
    });
    const { user } = renderWithProviders(<DepositRequests />);
    const row = await screen.findByTestId('deposit-3');
    await user.hover(within(row).getByText('Отклонено'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Причина: Нет скриншота');
  });

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

  it('personal funds: a declaration is pending until decided; a reject shows its reason', async () => {
    stubNetwork({
      'GET /api/accounting/accountcards/': [],
      'GET /api/accounting/playerfundflow/': [
        funds(1, 'pending', null),
        funds(2, 'approved', null),
        funds(3, 'rejected', 'Кэшбэк уже учтён'),
      ],
    });
    renderWithProviders(<PersonalFundsSection />);
    expect(await screen.findByTestId('funds-1')).toHaveTextContent('В обработке');
    expect(screen.getByTestId('funds-2')).toHaveTextContent('Подтверждено');
    expect(screen.getByTestId('funds-3')).toHaveTextContent('Причина: Кэшбэк уже учтён');
  });

  it('payout requests: settled amounts per account, a reject with its reason', async () => {
    const item = (amount: string | null) => ({
      account_record_id: 7,
      account_record_name: 'nick',
      room_name: 'PokerStars',
      currency_name: 'USD',
      amount,
    });
    stubNetwork({
      'GET /api/accounting/payoutrequestsv2/': [
        {
          id: 3,
          status: 'pending',
          reject_reason: null,
          created_datetime: '2026-11-03T10:00:00Z',
          paid_at: null,
          items: [item(null)],
        },
        {
          id: 2,
          status: 'approved',
          reject_reason: null,
          created_datetime: '2026-11-02T10:00:00Z',
          paid_at: '2026-11-02T12:00:00Z',
          items: [item('116.10')],
        },
        {
          id: 1,
          status: 'rejected',
          reject_reason: 'Скриншот нечитаемый',
          created_datetime: '2026-11-01T10:00:00Z',
          paid_at: null,
          items: [item(null)],
        },
      ],
    });
    renderWithProviders(<PayoutRequests />);
    expect(await screen.findByTestId('payout-request-3')).toHaveTextContent('В обработке');
    expect(screen.getByTestId('payout-request-2')).toHaveTextContent('PokerStars / nick: $116.10');
    expect(screen.getByTestId('payout-request-2')).toHaveTextContent('Подтверждено 02.11.2026');
    expect(screen.getByTestId('payout-request-1')).toHaveTextContent('Причина: Скриншот нечитаемый');
  });

  it('no payout request: no card', async () => {
    const network = stubNetwork({ 'GET /api/accounting/payoutrequestsv2/': [] });
    renderWithProviders(<PayoutRequests />);
    await waitFor(() => expect(network.sent('GET /api/accounting/payoutrequestsv2/')).toHaveLength(1));
    expect(screen.queryByTestId('payout-requests')).not.toBeInTheDocument();
  });
});
