import { formatDateTime } from '@fund/shared/format';
import {
  fileAnswer,
  renderWithProviders,
  screen,
  stubDownload,
  stubNetwork,
  waitFor,
  within,
} from '@fund/shared/test';
import type { ReactElement } from 'react';
import { queueExportPath, queueListPath } from '../api/queues';
import type { QueueName } from '../hooks/use-queue-params';
import { CashFlowsQueue } from './cash-flows-queue';
import { DepositsQueue } from './deposits-queue';
import { payoutRow } from './fixtures';
import { PayoutsQueue } from './payouts-queue';
import { PersonalFundsQueue } from './personal-funds-queue';
import { TransfersQueue } from './transfers-queue';

// Issue 40: «Экспорт» beside each queue's filters downloads the filtered queue.

afterEach(() => jest.restoreAllMocks());

describe('the queues’ «Экспорт»', () => {
  it('asks for the chosen format with the queue’s filters (no page) and saves the server’s name', async () => {
    stubNetwork({
      [`GET ${queueListPath('payouts')}`]: { data: [], count: 0 },
      'GET /api/backoffice/users/': [],
    });
    const downloads = stubDownload(queueExportPath('payouts'), () =>
      fileAnswer('выплаты_2026-01-01_2026-11-30.xlsx'),
    );
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

  it.each<[QueueName, ReactElement, string]>([
    ['deposits', <DepositsQueue key="d" />, 'запросы_депозита'],
    ['cash-flows', <CashFlowsQueue key="c" />, 'движение_средств'],
    ['personal-funds', <PersonalFundsQueue key="p" />, 'личные_средства'],
    ['transfers', <TransfersQueue key="t" />, 'переводы'],
  ])(
    'the %s queue exports its own route with the player, status and dates',
    async (queueName, queue, name) => {
      stubNetwork({
        [`GET ${queueListPath(queueName)}`]: { data: [], count: 0 },
        'GET /api/backoffice/users/': [],
      });
      const downloads = stubDownload(queueExportPath(queueName), () =>
        fileAnswer(`${name}_2026-01-01_2026-11-30.csv`),
      );
      const { user } = renderWithProviders(queue, {
        route: '/?status=rejected&player=7&date_from=2026-01-01&date_to=2026-11-30&page=2',
      });
      await user.click(await screen.findByRole('button', { name: 'Экспорт' }));
      await user.click(await screen.findByRole('menuitem', { name: 'CSV для Excel' }));
      await waitFor(() => expect(downloads.saved).toEqual([`${name}_2026-01-01_2026-11-30.csv`]));
      expect(Object.fromEntries(downloads.asked[0]!.url.searchParams)).toEqual({
        status: 'rejected',
        player: '7',
        date_from: '2026-01-01',
        date_to: '2026-11-30',
        format: 'csv-excel',
      });
    },
  );
});

// Issue 41 item 2: a wallet change holds the player's payouts for 24 hours; staff see the hold's end
// on the row, and «Рассчитать» waits for it (the API refuses too), while «Отклонить» stays.
describe('a payout held by a wallet change', () => {
  it('shows the hold’s end and offers only «Отклонить»', async () => {
    const held = { ...payoutRow, payouts_held_until: '2026-11-30T12:00:00Z' };
    const free = { ...payoutRow, id: 9 };
    stubNetwork({
      [`GET ${queueListPath('payouts')}`]: { data: [held, free], count: 2 },
      'GET /api/backoffice/users/': [],
    });
    renderWithProviders(<PayoutsQueue />, { route: '/?queue=payouts' });
    const heldRow = await screen.findByTestId('payout-request-8');
    expect(within(heldRow).getByTestId('payout-held')).toHaveTextContent(
      `Выплаты приостановлены до ${formatDateTime(held.payouts_held_until)}: кошельки изменены.`,
    );
    expect(within(heldRow).queryByRole('button', { name: 'Рассчитать' })).toBeNull();
    expect(within(heldRow).getByRole('button', { name: 'Отклонить' })).toBeVisible();
    const freeRow = screen.getByTestId('payout-request-9');
    expect(within(freeRow).queryByTestId('payout-held')).toBeNull();
    expect(within(freeRow).getByRole('button', { name: 'Рассчитать' })).toBeVisible();
  });
});
