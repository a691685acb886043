import { useAuthStore } from '@fund/shared/auth';
import { LightMenu, usePhone } from '@fund/shared/ui';
import { Avatar, Box, Button } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { SECURITY_PATH } from '../../lib/sections';
import { t } from '../../texts';
import { useLogout } from '../../ui/logout-button';

/**
 * The username with «Безопасность» (sessions and activity, issue 41) and 'Выйти', which cancels and
 * clears every query and forgets the tokens. The menu's code loads on the first click (LightMenu).
 */
/** Read by screen readers, not drawn (what Mantine's VisuallyHidden does). */
const UNSEEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export function UserMenu() {
  const username = useAuthStore((s) => s.profile?.username ?? '');
  const signOut = useLogout();
  const navigate = useNavigate();
  const phone = usePhone();
  return (
    <LightMenu
      target={
        <Button
          variant="subtle"
          leftSection={
            <Avatar size="sm" aria-hidden>
              {username.slice(0, 1).toUpperCase()}
            </Avatar>
          }
          data-testid="user-menu"
        >
          {/* A phone shows the avatar alone (a long name was clipped in the header, issue 42); the
              name stays the button's name, read but not drawn. */}
          <Box component="span" style={phone ? UNSEEN : undefined}>
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
