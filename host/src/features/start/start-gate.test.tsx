import { PERMISSIONS } from '@fund/shared/permissions';
import { queryClient } from '@fund/shared/query';
import { renderWithProviders, screen, stubNetwork } from '@fund/shared/test';
import { NO_ACCOUNTS, StartGate } from './start-gate';

// The start sequence fills the page's one QueryClient, so the gate renders with that client.
const start = (form: { form_completed: boolean; accounts: unknown[] }) =>
  stubNetwork({
    'GET /api/web/messages/': [],
    'GET /api/users/permissions/': [PERMISSIONS.dashboard, PERMISSIONS.player],
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
    expect(await screen.findByText(NO_ACCOUNTS)).toBeInTheDocument();
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
});
