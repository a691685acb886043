import { useAuthStore } from '@fund/shared/auth';
import { exportTexts } from '@fund/shared/i18n/exports';
import { ALL_PERMISSION_IDS, PERMISSIONS } from '@fund/shared/permissions';
import {
  fileAnswer,
  renderWithProviders,
  screen,
  stubDownload,
  stubNetwork,
  waitFor,
  within,
} from '@fund/shared/test';
import { statementMonths } from '@fund/shared/ui/export-menu';
import { t } from '../../../texts';
import { userStatementPath } from '../api/people';
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

// Issue 40: staff download a player's monthly statement from the player's row.
describe('people list: a player’s monthly statement', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    useAuthStore.getState().signOut();
  });

  it('is offered on a player’s row only and downloads the chosen month', async () => {
    useAuthStore.getState().setTokens({ access: 'access-token', refresh: 'refresh-token' });
    const [, previous] = statementMonths(new Date());
    const { user } = render(MANAGER, [PERMISSIONS.backoffice, PERMISSIONS.documents]);
    // After the network's stub (render), which would replace it.
    const downloads = stubDownload(userStatementPath(playerRow.id)(previous!.key), () =>
      fileAnswer(`выписка_${previous!.key}.pdf`, '%PDF-1.3'),
    );
    const row = await screen.findByTestId('user-player');
    expect(offered('manager', exportTexts.statementShort)).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: exportTexts.statementShort }));
    await user.click(await screen.findByRole('menuitem', { name: previous!.label }));
    await waitFor(() => expect(downloads.saved).toEqual([`выписка_${previous!.key}.pdf`]));
    expect(downloads.asked[0]!.authorization).toBe('Bearer access-token');
  });
});
