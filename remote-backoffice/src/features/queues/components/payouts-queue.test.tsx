import {
  fileAnswer,
  renderWithProviders,
  screen,
  stubDownload,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { PAYOUTS_EXPORT_PATH } from '../api/queues';
import { PayoutsQueue } from './payouts-queue';

// Issue 40: «Экспорт» beside the payout queue's filters downloads the filtered queue.
const EXPORT = PAYOUTS_EXPORT_PATH;

afterEach(() => jest.restoreAllMocks());

describe('PayoutsQueue export', () => {
  it('asks for the chosen format with the queue’s filters (no page) and saves the server’s name', async () => {
    stubNetwork({
      'GET /api/backoffice/payout-requests/': { data: [], count: 0 },
      'GET /api/backoffice/users/': [],
    });
    const downloads = stubDownload(EXPORT, () => fileAnswer('выплаты_2026-01-01_2026-11-30.xlsx'));
    const { user } = renderWithProviders(<PayoutsQueue />, {
      route: '/?queue=payouts&status=approved&date_from=2026-01-01&date_to=2026-11-30&page=3',
    });
    await user.click(await screen.findByRole('button', { name: 'Экспорт' }));
    await user.click(await screen.findByRole('menuitem', { name: 'XLSX' }));
    await waitFor(() => expect(downloads.saved).toEqual(['выплаты_2026-01-01_2026-11-30.xlsx']));
    expect(Object.fromEntries(downloads.asked[0]!.url.searchParams)).toEqual({
      status: 'approved',
      date_from: '2026-01-01',
      date_to: '2026-11-30',
      format: 'xlsx',
    });
  });
});
