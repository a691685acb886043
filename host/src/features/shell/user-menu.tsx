import { useAuthStore } from '@fund/shared/auth';
import { LightMenu } from '@fund/shared/ui';
import { Avatar, Button } from '@mantine/core';
import { t } from '../../texts';
import { useLogout } from '../../ui/logout-button';

/**
 * The username with the 'Выйти' item: cancels and clears every query and forgets the tokens. The
 * menu's code loads on the first click (LightMenu).
 */
export function UserMenu() {
  const username = useAuthStore((s) => s.profile?.username ?? '');
  const signOut = useLogout();
  return (
    <LightMenu
      target={
        <Button
          variant="subtle"
          leftSection={<Avatar size="sm">{username.slice(0, 1).toUpperCase()}</Avatar>}
          data-testid="user-menu"
        >
          {username}
        </Button>
      }
      items={[{ label: t.logout, color: 'red', onClick: signOut }]}
    />
  );
}
