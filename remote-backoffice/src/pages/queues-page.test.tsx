import { renderWithProviders, screen, stubNetwork, within } from '@fund/shared/test';
import QueuesPage from './queues-page';

// Issue 38 item 5: the accepted statements to pay sit in the payout queue's tab, under the payout
// requests; the other tabs do not show them.
const statement = {
  statement_id: 4,
  user_id: 9,
  username: 'player',
  statement_number: 1,
  bundle_number: 5,
  amount: '1200.00',
  status: 'accepted',
  accepted_at: '2026-11-04T10:00:00.000Z',
};

beforeEach(() => {
  stubNetwork({
    'GET /api/backoffice/counts/': {
      deposit_requests: 0,
      cash_flows: 0,
      payout_requests: 0,
      personal_funds: 0,
      total: 0,
    },
    'GET /api/backoffice/payout-requests/': { data: [], count: 0 },
    'GET /api/backoffice/deposit-requests/': { data: [], count: 0 },
    'GET /api/backoffice/users/': [],
    'GET /api/backoffice/settlement/payouts/': [statement],
    'GET /api/backoffice/settlement/bundles/': [],
    'GET /api/backoffice/settlement/disputes/': [],
    'GET /api/backoffice/settlement/settings/': { dispute_days: 3 },
  });
});

it('the payouts’ tab lists the accepted statements to pay below the payout requests', async () => {
  renderWithProviders(<QueuesPage />, { route: '/?queue=payouts' });
  const line = await screen.findByTestId('statement-payout-4');
  expect(line).toHaveTextContent('Выписка № 1 · Пакет 5');
  expect(line).toHaveTextContent('$1,200.00');
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByTestId('statement-payouts')).toHaveTextContent('Выплаты по принятым выпискам');
});

it('another tab does not show them', async () => {
  renderWithProviders(<QueuesPage />, { route: '/?queue=deposits' });
  expect(await screen.findByRole('tabpanel')).toBeInTheDocument();
  expect(await screen.findByTestId('due-bundles')).toBeInTheDocument();
  expect(screen.queryByTestId('statement-payouts')).not.toBeInTheDocument();
});
