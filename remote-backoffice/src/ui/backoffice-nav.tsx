import { Group, NavLink } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router-dom';
import { t } from '../texts';

const LINKS = [
  { to: '/backoffice', label: t.nav.queues },
  { to: '/backoffice/messages', label: t.nav.messages },
  { to: '/backoffice/people', label: t.nav.people },
  { to: '/backoffice/audit', label: t.nav.audit },
] as const;

/** The back-office pages, one route each (the host's menu has one item for all of them). */
export function BackofficeNav() {
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '');
  return (
    <nav aria-label={t.nav.label}>
      <Group gap="xs" wrap="wrap">
        {LINKS.map((link) => (
          <NavLink
            key={link.to}
            component={RouterLink}
            to={link.to}
            end
            label={link.label}
            active={here === link.to}
            w="auto"
            variant="light"
          />
        ))}
      </Group>
    </nav>
  );
}
