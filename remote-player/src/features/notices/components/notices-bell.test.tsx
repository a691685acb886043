import type { PlayerNotices } from '@fund/shared/schemas/backoffice';
import { createTestQueryClient, renderWithProviders, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { dashboardKeys } from '../../../api/keys';
import { noticesQuery } from '../api/notices';
import { NoticesBell } from './notices-bell';

const notices = (read: boolean): PlayerNotices => ({
  unread_count: read ? 0 : 2,
  items: [
    {
      id: 12,
      kind: 'deposit_request.rejected',
      entity_id: 3,
      text: 'Запрос депозита отклонён: Нет скриншота',
      created_at: '2026-11-02T10:00:00Z',
      read,
    },
    {
      id: 11,
      kind: 'cash_flow.approved',
      entity_id: 4,
      text: 'Движение средств подтверждено',
      created_at: '2026-11-01T10:00:00Z',
      read,
    },
    {
      id: 10,
      kind: 'transfer.created',
      entity_id: 5,
      text: 'Новый перевод',
      created_at: '2026-10-30T10:00:00Z',
      read: true,
    },
  ],
});

describe('NoticesBell', () => {
  it('shows the unread count; opening lists the notices and marks the unread ones read', async () => {
    let read = false;
    const network = stubNetwork({
      'GET /api/accounting/notifications/': () => notices(read),
      'POST /api/accounting/notifications/read/': () => {
        read = true;
        return { updated: 2 };
      },
    });
    const { user } = renderWithProviders(<NoticesBell />);
    const bell = await screen.findByRole('button', { name: 'Уведомления: 2 непрочитанных' });
    expect(screen.getByTestId('notices-count')).toHaveTextContent('2');
    expect(network.sent('POST /api/accounting/notifications/read/')).toEqual([]);

    await user.click(bell);
    expect(screen.getByText('Запрос депозита отклонён: Нет скриншота')).toBeInTheDocument();
    expect(screen.getByText('Новый перевод')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notices-count')).not.toBeInTheDocument());
    expect(network.sent('POST /api/accounting/notifications/read/')).toEqual([{ ids: [12, 11] }]);
    expect(screen.getByRole('button', { name: 'Уведомления' })).toBeInTheDocument();
    expect(network.unhandled).toEqual([]);
  });

  it('nothing unread: no count, opening sends nothing', async () => {
    const network = stubNetwork({ 'GET /api/accounting/notifications/': notices(true) });
    const queryClient = createTestQueryClient();
    await queryClient.prefetchQuery(noticesQuery());
    const { user } = renderWithProviders(<NoticesBell />, { queryClient });
    const bell = screen.getByRole('button', { name: 'Уведомления' });
    expect(screen.queryByTestId('notices-count')).not.toBeInTheDocument();
    await user.click(bell);
    expect(screen.getByText('Движение средств подтверждено')).toBeInTheDocument();
    expect(network.sent('POST /api/accounting/notifications/read/')).toEqual([]);
  });

  it('a new unread notice (e.g. refetched on focus) refreshes the dashboard lists', async () => {
    let read = true;
    stubNetwork({ 'GET /api/accounting/notifications/': () => notices(read) });
    const queryClient = createTestQueryClient();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    renderWithProviders(<NoticesBell />, { queryClient });
    await screen.findByRole('button', { name: 'Уведомления' });
    await waitFor(() => expect(queryClient.getQueryData(noticesQuery().queryKey)).toBeDefined());
    expect(invalidate).not.toHaveBeenCalled();

    read = false;
    await queryClient.refetchQueries({ queryKey: noticesQuery().queryKey });
    expect(await screen.findByTestId('notices-count')).toHaveTextContent('2');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: dashboardKeys.money() }));
  });
});
