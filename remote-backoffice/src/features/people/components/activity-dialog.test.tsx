import { ru } from '@fund/shared/i18n';
import { PERMISSIONS } from '@fund/shared/permissions';
import { dialogFocused, renderWithProviders, reply, screen, stubNetwork, within } from '@fund/shared/test';
import { securityTexts } from '@fund/shared/ui/activity-log';
import { t } from '../../../texts';
import { playerRow } from './fixtures';
import { PeopleList } from './people-list';

const SIGNED_IN = {
  id: 11,
  kind: 'sign_in',
  at: '2026-11-20T10:00:00.000Z',
  ip: '10.0.0.1',
  browser: 'Chrome 120',
  os: 'Windows 10',
  ended: null,
};
const FAILED = { ...SIGNED_IN, id: 12, kind: 'sign_in_failed', ip: '10.9.9.9', browser: '', os: '' };

function render(activity: Parameters<typeof stubNetwork>[0][string]) {
  const network = stubNetwork({
    'GET /api/backoffice/users/': { data: [playerRow], count: 1 },
    'GET /api/users/current/': { id: 9, username: 'manager', is_curator: false, player_level: null },
    'GET /api/users/permissions/': [PERMISSIONS.backoffice],
    'GET /api/backoffice/users/2/activity/': activity,
  });
  return { network, ...renderWithProviders(<PeopleList />) };
}

const open = async (user: ReturnType<typeof render>['user']) => {
  const row = await screen.findByTestId('user-player');
  await user.click(within(row).getByRole('button', { name: t.people.activity }));
  await dialogFocused();
  return screen.getByRole('dialog', { name: t.people.activityTitle('player') });
};

describe('people list: a user’s activity log (issue 41 item 4)', () => {
  it('«Журнал входов» shows the user’s log from the API: event, address, device, newest first', async () => {
    const { network, user } = render([FAILED, SIGNED_IN]);
    const dialog = await open(user);
    const failed = await within(dialog).findByTestId('activity-12');
    expect(failed).toHaveTextContent(securityTexts.kinds.sign_in_failed);
    expect(failed).toHaveTextContent('10.9.9.9');
    expect(failed).toHaveTextContent(securityTexts.unknownDevice);
    expect(within(dialog).getByTestId('activity-11')).toHaveTextContent('Chrome 120 · Windows 10');
    const order = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.dataset.testid);
    expect(order).toEqual(['activity-12', 'activity-11']);
    expect(network.unhandled).toEqual([]);
  });

  it('an empty log says «Нет данных»; a refusal shows the server’s message', async () => {
    const first = render([]);
    const dialog = await open(first.user);
    expect(await within(dialog).findByText(ru.common.noData)).toBeInTheDocument();
    first.unmount();
    const second = render(() => reply(404, { detail: 'Пользователь не найден.' }));
    const refused = await open(second.user);
    expect(await within(refused).findByText('Пользователь не найден.')).toBeInTheDocument();
  });
});
