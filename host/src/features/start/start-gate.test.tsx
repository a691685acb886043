import { PERMISSIONS } from '@fund/shared/permissions';
import { queryClient } from '@fund/shared/query';
import { renderWithProviders, reply, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { t } from '../../texts';
import { StartGate } from './start-gate';

// The start sequence fills the page's one QueryClient, so the gate renders with that client.
const start = (
  form: { form_completed: boolean; accounts: unknown[] },
  permissions: string[] = [PERMISSIONS.dashboard, PERMISSIONS.player],
) =>
  stubNetwork({
    'GET /api/web/messages/': [],
    'GET /api/users/permissions/': permissions,
    'GET /api/users/info/user/': { shark_player_group: null, date_joined_ts: 0 },
    'GET /api/settings/frontend/': { allow_untracked_input: [], single_screenshot_rooms: {} },
    'GET /api/users/newplayerformv2/': form,
    'GET /api/curators/notifications/': { unread_count: 0, attention: false },
    // The landing page's remote starts loading once the permissions are in; here it is down.
    'GET /remotes.json': reply(503, {}),
  });

const renderGate = () =>
  renderWithProviders(
    <StartGate>
      <div>оболочка</div>
    </StartGate>,
    { queryClient },
  );

beforeEach(() => queryClient.clear());

describe('StartGate', () => {
  it("starts loading the landing page's remote once the permissions are in, before the rest", async () => {
    const network = start({ form_completed: true, accounts: [] });
    renderGate();
    expect(await screen.findByText('оболочка')).toBeInTheDocument();
    const paths = network.calls.map((c) => c.path);
    expect(paths.indexOf('/remotes.json')).toBe(paths.indexOf('/api/users/permissions/') + 1);
    expect(network.unhandled).toEqual([]);
  });

  it("a user whose landing page is the host's own asks for no remote", async () => {
    const network = start({ form_completed: true, accounts: [] }, [PERMISSIONS.documents]);
    renderGate();
    expect(await screen.findByText('оболочка')).toBeInTheDocument();
    await waitFor(() => expect(network.calls.map((c) => c.path)).toContain('/api/settings/frontend/'));
    expect(network.calls.map((c) => c.path)).not.toContain('/remotes.json');
  });

  it('a player without a form and without accounts sees "No accounts found", not the shell', async () => {
    const network = start({ form_completed: false, accounts: [] });
    renderGate();
    expect(await screen.findByText(t.noAccounts)).toBeInTheDocument();
    expect(screen.queryByText('оболочка')).not.toBeInTheDocument();
    expect(network.unhandled).toEqual([]);
  });

  it('a completed form lets the shell through', async () => {
    start({ form_completed: true, accounts: [] });
    renderGate();
    expect(await screen.findByText('оболочка')).toBeInTheDocument();
  });

  it('staff without the dashboard (no accounts, no form) get the shell, and no form is asked', async () => {
    const network = start({ form_completed: false, accounts: [] }, [
      PERMISSIONS.backoffice,
      PERMISSIONS.documents,
    ]);
    renderGate();
    expect(await screen.findByText('оболочка')).toBeInTheDocument();
    expect(network.sent('GET /api/users/newplayerformv2/')).toEqual([]);
  });
});
