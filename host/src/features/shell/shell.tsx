import { useAuthStore } from '@fund/shared/auth';
import { useDocumentTitle } from '@fund/shared/ui/document-title';
import { AppShell, Burger, Group, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router-dom';
import { titleForPath } from '../../lib/sections';
import { t } from '../../texts';
import { LiveStatus } from './live-status';
import { NavMenu } from './nav-menu';
import { SystemMessages } from './system-messages';
import { UserMenu } from './user-menu';

/** Drawer breakpoint of spec 01 §9: permanent from 1024 px, temporary below. */
const DRAWER_QUERY = '(min-width: 1024px)';

/** The navbar's id, for the burger's aria-controls. */
const DRAWER_ID = 'app-drawer';

export function Shell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const wide = useMediaQuery(DRAWER_QUERY, true, { getInitialValueInEffect: false });
  const { pathname } = useLocation();
  const permissions = useAuthStore((s) => s.permissions);
  const title = titleForPath(pathname, permissions);
  useDocumentTitle(title);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: '64em', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            {!wide && (
              <Burger
                opened={opened}
                onClick={toggle}
                aria-label={t.menu}
                aria-expanded={opened}
                aria-controls={DRAWER_ID}
              />
            )}
            {/* The one h1 of every page inside the shell; sized as before. */}
            <Title order={1} size="h3" data-testid="section-title">
              {title}
            </Title>
          </Group>
          <Group wrap="nowrap" gap="sm">
            <LiveStatus />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {/* A collapsed drawer below 1024 px is off-screen: inert keeps its links out of the Tab order. */}
      <AppShell.Navbar p="xs" data-testid="drawer" id={DRAWER_ID} inert={!wide && !opened}>
        <NavMenu onNavigate={close} />
      </AppShell.Navbar>
      {/* An open drawer below 1024 px covers the page: the page leaves the Tab order meanwhile. */}
      <AppShell.Main bg="gray.0" inert={!wide && opened}>
        <SystemMessages />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
