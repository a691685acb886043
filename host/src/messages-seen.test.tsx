// System messages are marked seen only where they were shown, per user (issue 35 item 7).
import { useAuthStore } from '@fund/shared/auth';
import { PERMISSIONS } from '@fund/shared/permissions';
import { queryClient, shellKeys } from '@fund/shared/query';
import { act, renderWithProviders, screen, stubNetwork } from '@fund/shared/test';
import { SystemMessages } from './features/shell/system-messages';
import { StartGate } from './features/start/start-gate';
import { ALERTS_KEY } from './lib/alerts';
import { useSystemMessagesStore } from './lib/system-messages';

jest.mock('./lib/remotes/remote-page', () => ({
  RemotePage: ({ id }: { id: string }) => <div>remote {id}</div>,
}));

const reminder = { id: 5, type: 'info' as const, text: 'Отчёты за месяц загружайте до 5 числа.' };

function startAs(username: string, formCompleted: boolean) {
  useAuthStore.setState({ access: 'a', refresh: 'r', profile: { username } });
  stubNetwork({
    'GET /api/web/messages/': [reminder],
    'GET /api/users/permissions/': [PERMISSIONS.dashboard],
    'GET /api/users/info/user/': { shark_player_group: null, date_joined_ts: 0 },
    'GET /api/settings/frontend/': { allow_untracked_input: [], single_screenshot_rooms: {} },
    'GET /api/users/newplayerformv2/': { form_completed: formCompleted, accounts: [{ room_id: 1 }] },
  });
  // The shell, as far as the messages go: the gate renders it once the form is done.
  return renderWithProviders(
    <StartGate>
      <h1>оболочка</h1>
      <SystemMessages />
    </StartGate>,
    { queryClient },
  );
}

const seen = () => JSON.parse(localStorage.getItem(ALERTS_KEY) ?? '{}');

beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  useSystemMessagesStore.setState({ open: [], toMark: null });
});

test('under the onboarding wizard nothing is marked seen; the shell after it shows the message and marks it', async () => {
  startAs('newbie', false);
  expect(await screen.findByText('remote player/OnboardingWizard')).toBeInTheDocument();
  expect(seen()).toEqual({});

  act(() => queryClient.setQueryData(shellKeys.form(), { form_completed: true, accounts: [{ room_id: 1 }] }));
  expect(await screen.findByText(reminder.text)).toBeInTheDocument();
  expect(seen()).toEqual({ newbie: [5] });
});

/** `username` signs in on this browser, is shown the message, and signs out (the cache goes). */
async function shownTo(username: string): Promise<void> {
  const shell = startAs(username, true);
  expect(await screen.findByText(reminder.text)).toBeInTheDocument();
  shell.unmount();
  queryClient.clear();
}

test('a newbie after a player on one browser still gets the message the player saw', async () => {
  await shownTo('player');
  startAs('newbie', true);
  expect(await screen.findByText(reminder.text)).toBeInTheDocument();
  expect(seen()).toEqual({ player: [5], newbie: [5] });
});

test('the same user is not shown it twice', async () => {
  await shownTo('player');
  startAs('player', true);
  expect(await screen.findByText('оболочка')).toBeInTheDocument();
  expect(screen.queryByText(reminder.text)).not.toBeInTheDocument();
});
