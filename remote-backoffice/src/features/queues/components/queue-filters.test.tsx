import type { DepositRequestRow } from '@fund/shared/schemas/backoffice';
import { badRequest, renderWithProviders, reply, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { notifications } from '@mantine/notifications';
import { column } from '../../../ui/paged-table';
import { DecisionQueue } from './decision-queue';
import { depositRow } from './fixtures';

const LIST = 'GET /api/backoffice/deposit-requests/';

function open(route: string) {
  const network = stubNetwork({
    // As the server answers: a reversed range is refused.
    [LIST]: () =>
      route.includes('date_from=2026-11-20&date_to=2026-11-10')
        ? badRequest({ date_to: ['Дата начала позже даты окончания'] })
        : reply(200, { success: true, data: [depositRow], count: 1 }),
    'GET /api/backoffice/users/': [],
  });
  const view = renderWithProviders(
    <DecisionQueue<DepositRequestRow>
      queue="deposits"
      statuses={['pending', 'rejected']}
      columns={[column('Комментарий', (row) => `заметка ${row.id}`)]}
      rowTestId="request"
      summary={(row) => `сводка ${row.id}`}
      decide={{ approveTitle: 'Одобрить запрос' }}
    />,
    { route },
  );
  return { ...view, network };
}

describe('the queues’ date filter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the dates in Russian (DD.MM.YYYY) in Mantine date inputs, not the browser’s own', async () => {
    open('/?queue=deposits&date_from=2026-11-10&date_to=2026-11-20');
    expect(await screen.findByTestId('request-5')).toBeInTheDocument();
    const from = screen.getByRole('textbox', { name: 'С даты' });
    expect(from).not.toHaveAttribute('type', 'date');
    expect(from).toHaveValue('10.11.2026');
    expect(screen.getByRole('textbox', { name: 'По дату' })).toHaveValue('20.11.2026');
  });

  it('a range that ends before it starts: the message on «По дату» only, no request, no banner, no toast', async () => {
    const show = jest.spyOn(notifications, 'show');
    const { network } = open('/?queue=deposits&date_from=2026-11-20&date_to=2026-11-10');
    expect(await screen.findByText('Дата начала позже даты окончания')).toBeInTheDocument();
    await waitFor(() => expect(network.calls.some((c) => c.path === '/api/backoffice/users/')).toBe(true));
    expect(network.calls.filter((c) => c.path === '/api/backoffice/deposit-requests/')).toEqual([]);
    expect(screen.getAllByText('Дата начала позже даты окончания')).toHaveLength(1);
    expect(screen.queryByText('Не удалось загрузить список')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(show).not.toHaveBeenCalled();
  });
});
