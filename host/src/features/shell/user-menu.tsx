import { useAuthStore } from '@fund/shared/auth';
import { LightMenu } from '@fund/shared/ui';
import { Avatar, Box, Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { SECURITY_PATH } from '../../lib/sections';
import { t } from '../../texts';
import { useLogout } from '../../ui/logout-button';

/**
 * The username with «Безопасность» (sessions and activity, issue 41) and 'Выйти', which cancels and
 * clears every query and forgets the tokens. The menu's code loads on the first click (LightMenu).
 */
export function UserMenu() {
  const username = useAuthStore((s) => s.profile?.username ?? '');
  const signOut = useLogout();
  const navigate = useNavigate();
  return (
    <LightMenu
      target={
        <Button
          variant="subtle"
          leftSection={<Avatar size="sm">{username.slice(0, 1).toUpperCase()}</Avatar>}
          data-testid="user-menu"
          aria-label={username}
        >
          {/* A phone shows the avatar alone: a long name was clipped in the header (issue 42). */}
          <Box component="span" visibleFrom="xs">
            {username}
          </Box>
        </Button>
      }
      items={[
        { label: t.security, onClick: () => navigate(SECURITY_PATH) },
        { label: t.logout, color: 'red', onClick: signOut },
      ]}
    />
  );
}
