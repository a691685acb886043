import { useAuthStore } from '@fund/shared/auth';
import { PERMISSIONS } from '@fund/shared/permissions';
import { shellQueries } from '@fund/shared/query/shell';
import { renderWithProviders, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { NavMenu } from './nav-menu';

const counts = (total: number) => ({
  deposit_requests: total,
  cash_flows: 0,
  payout_requests: 0,
  personal_funds: 0,
  total,
});

describe('back-office menu item', () => {
  it('is shown to staff with the pending count, capped at 99+', async () => {
    useAuthStore.setState({ permissions: [PERMISSIONS.backoffice, PERMISSIONS.documents] });
    stubNetwork({ 'GET /api/backoffice/counts/': counts(120) });
    renderWithProviders(<NavMenu />, { route: '/backoffice/audit' });
    const link = screen.getByRole('link', { name: /Бэк-офис/ });
    expect(link).toHaveAttribute('data-active', 'true');
    expect(await screen.findByTestId('badge-backoffice')).toHaveTextContent('99+');
    expect(screen.queryByRole('link', { name: /Системные сообщения/ })).not.toBeInTheDocument();
  });

  it('has no badge when nothing is pending', async () => {
    useAuthStore.setState({ permissions: [PERMISSIONS.backoffice] });
    stubNetwork({ 'GET /api/backoffice/counts/': counts(0) });
    const { queryClient } = renderWithProviders(<NavMenu />);
    await waitFor(() =>
      expect(queryClient.getQueryState(shellQueries.backofficeCounts().queryKey)?.status).toBe('success'),
    );
    expect(screen.getByRole('link', { name: 'Бэк-офис' })).toBeInTheDocument();
    expect(screen.queryByTestId('badge-backoffice')).not.toBeInTheDocument();
  });

  it('is not shown, and no count is asked, without the permission', () => {
    useAuthStore.setState({ permissions: [PERMISSIONS.dashboard, PERMISSIONS.player] });
    const network = stubNetwork({});
    renderWithProviders(<NavMenu />);
    expect(screen.queryByRole('link', { name: /Бэк-офис/ })).not.toBeInTheDocument();
    expect(network.calls.filter((c) => c.path === '/api/backoffice/counts/')).toEqual([]);
  });
});
