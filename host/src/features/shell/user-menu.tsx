import { useAuthStore } from '@fund/shared/auth';
import { Avatar, Button, Menu } from '@mantine/core';
import { t } from '../../texts';
import { useLogout } from '../../ui/logout-button';

/** The username with the 'Выйти' item: cancels and clears every query and forgets the tokens. */
export function UserMenu() {
  const username = useAuthStore((s) => s.profile?.username ?? '');
  const signOut = useLogout();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          leftSection={<Avatar size="sm">{username.slice(0, 1).toUpperCase()}</Avatar>}
          data-testid="user-menu"
        >
          {username}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" onClick={signOut}>
          {t.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
