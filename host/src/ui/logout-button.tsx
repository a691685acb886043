import { logout } from '@fund/shared/api';
import { ru } from '@fund/shared/i18n';
import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useSystemMessagesStore } from '../lib/system-messages';

/** 'Выйти': forgets the tokens and the cache, then goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await logout();
    useSystemMessagesStore.setState({ open: [] });
    navigate('/login', { replace: true });
  };
}

/** A way out where the shell (and its user menu) is not shown: wizard, no accounts, load error. */
export function LogoutButton(props: ButtonProps) {
  const signOut = useLogout();
  return (
    <Button variant="subtle" color="red" onClick={signOut} data-testid="gate-logout" {...props}>
      {ru.shell.logout}
    </Button>
  );
}
