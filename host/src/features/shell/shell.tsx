import { useAuthStore } from '@fund/shared/auth';
import { AppShell, Burger, Group, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavMenu } from './nav-menu';
import { documentTitle, titleForPath } from './sections';
import { SystemMessages } from './system-messages';
import { UserMenu } from './user-menu';

/** Drawer breakpoint of spec 01 §9: permanent from 1024 px, temporary below. */
export const DRAWER_QUERY = '(min-width: 1024px)';

export function Shell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const wide = useMediaQuery(DRAWER_QUERY, true, { getInitialValueInEffect: false });
  const { pathname } = useLocation();
  const permissions = useAuthStore((s) => s.permissions);
  const title = titleForPath(pathname, permissions);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: '64em', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            {!wide && <Burger opened={opened} onClick={toggle} aria-label="Меню" />}
            <Title order={3} data-testid="section-title">
              {title}
            </Title>
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" data-testid="drawer">
        <NavMenu onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <SystemMessages />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
