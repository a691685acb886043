import { PERMISSIONS } from '@fund/shared/permissions';
import { queryClient } from '@fund/shared/query';
import { renderWithProviders, screen, stubNetwork } from '@fund/shared/test';
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
  });

beforeEach(() => queryClient.clear());

describe('StartGate', () => {
  it('a player without a form and without accounts sees "No accounts found", not the shell', async () => {
    const network = start({ form_completed: false, accounts: [] });
    renderWithProviders(
      <StartGate>
        <div>оболочка</div>
      </StartGate>,
      { queryClient },
    );
    expect(await screen.findByText(t.noAccounts)).toBeInTheDocument();
    expect(screen.queryByText('оболочка')).not.toBeInTheDocument();
    expect(network.unhandled).toEqual([]);
  });

  it('a completed form lets the shell through', async () => {
    start({ form_completed: true, accounts: [] });
    renderWithProviders(
      <StartGate>
        <div>оболочка</div>
      </StartGate>,
      { queryClient },
    );
    expect(await screen.findByText('оболочка')).toBeInTheDocument();
  });

  it('staff without the dashboard (no accounts, no form) get the shell, and no form is asked', async () => {
    const network = start({ form_completed: false, accounts: [] }, [
      PERMISSIONS.backoffice,
      PERMISSIONS.documents,
    ]);
    renderWithProviders(
      <StartGate>
        <div>оболочка</div>
      </StartGate>,
      { queryClient },
    );
    expect(await screen.findByText('оболочка')).toBeInTheDocument();
    expect(network.sent('GET /api/users/newplayerformv2/')).toEqual([]);
  });
});
