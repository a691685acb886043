import { ALL_PERMISSION_IDS, PERMISSIONS } from '@fund/shared/permissions';
import { renderWithProviders, screen, stubNetwork, within } from '@fund/shared/test';
import { t } from '../../../texts';
import { playerRow } from './fixtures';
import { PeopleList } from './people-list';

const MANAGER = { ...playerRow, id: 9, username: 'manager', is_player: false, is_staff: true };
const ADMIN = {
  ...playerRow,
  id: 1,
  username: 'admin',
  is_staff: true,
  is_curator: true,
  is_admin: true,
  curators: [{ id: 7, username: 'coach' }],
};
const rows = [ADMIN, MANAGER, playerRow];

function render(me: typeof MANAGER, permissions: string[]) {
  stubNetwork({
    'GET /api/backoffice/users/': { data: rows, count: rows.length },
    'GET /api/users/current/': { id: me.id, username: me.username, is_curator: false, player_level: null },
    'GET /api/users/permissions/': permissions,
  });
  return renderWithProviders(<PeopleList />);
}

const offered = (username: string, name: string) =>
  within(screen.getByTestId(`user-${username}`)).queryByRole('button', { name });
const toggle = (username: string) => offered(username, t.people.deactivate);

describe('people list: who is offered «Отключить»', () => {
  it('a manager: not on their own row, not on an administrator', async () => {
    render(MANAGER, [PERMISSIONS.backoffice, PERMISSIONS.documents]);
    expect(
      await within(await screen.findByTestId('user-player')).findByRole('button', {
        name: t.people.deactivate,
      }),
    ).toBeInTheDocument();
    expect(toggle('manager')).not.toBeInTheDocument();
    expect(toggle('admin')).not.toBeInTheDocument();
  });

  it('a manager is not offered linking or unlinking curators on an administrator; an administrator is', async () => {
    const view = render(MANAGER, [PERMISSIONS.backoffice, PERMISSIONS.documents]);
    expect(
      await within(await screen.findByTestId('user-player')).findByRole('button', { name: t.people.link }),
    ).toBeInTheDocument();
    expect(offered('admin', t.people.link)).not.toBeInTheDocument();
    expect(offered('admin', t.people.unlink('coach'))).not.toBeInTheDocument();
    view.unmount();
    render(ADMIN, ALL_PERMISSION_IDS);
    expect(
      await within(await screen.findByTestId('user-admin')).findByRole('button', {
        name: t.people.unlink('coach'),
      }),
    ).toBeInTheDocument();
    expect(offered('admin', t.people.link)).toBeInTheDocument();
  });

  it('an administrator: on the manager and the player, not on their own row', async () => {
    render(ADMIN, ALL_PERMISSION_IDS);
    expect(
      await within(await screen.findByTestId('user-manager')).findByRole('button', {
        name: t.people.deactivate,
      }),
    ).toBeInTheDocument();
    expect(toggle('player')).toBeInTheDocument();
    expect(toggle('admin')).not.toBeInTheDocument();
  });
});
