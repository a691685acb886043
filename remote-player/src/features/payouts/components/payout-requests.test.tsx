import { renderWithProviders, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { PayoutRequests } from './payout-requests';

describe('player request statuses', () => {
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
