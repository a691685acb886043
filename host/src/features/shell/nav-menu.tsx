import { useAuthStore } from '@fund/shared/auth';
import { hasPermission } from '@fund/shared/permissions';
import { shellQueries } from '@fund/shared/query/shell';
import { Badge, Group, NavLink } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NavLink as RouterLink, useLocation } from 'react-router-dom';
import { badgeText, SECTIONS, type Section } from '../../lib/sections';
import { t } from '../../texts';

function SectionBadge({ role }: { role: 'curator' | 'player' }) {
  const { data } = useQuery(shellQueries.notifications(role));
  if (!data || (data.unread_count === 0 && !data.attention)) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid={`badge-${role}`}>
      {data.unread_count > 0 && (
        <Badge size="sm" circle={data.unread_count < 10} color="red">
          {badgeText(data.unread_count)}
        </Badge>
      )}
      {data.attention && (
        <Badge size="sm" color="orange" variant="filled" title={t.needsAttention}>
          !
        </Badge>
      )}
    </Group>
  );
}

/** Pending back-office requests, capped at 99+ like the other badges. */
function BackofficeBadge() {
  const { data } = useQuery(shellQueries.backofficeCounts());
  if (!data || data.total === 0) return null;
  return (
    <Badge
      size="sm"
      circle={data.total < 10}
      color="red"
      data-testid="badge-backoffice"
      title={t.awaitingDecision}
    >
      {badgeText(data.total)}
    </Badge>
  );
}

function SectionBadgeOf({ badge }: { badge: NonNullable<Section['badge']> }) {
  return badge === 'backoffice' ? <BackofficeBadge /> : <SectionBadge role={badge} />;
}

/** The drawer menu: only sections whose permission id the user holds. */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const permissions = useAuthStore((s) => s.permissions);
  const { pathname } = useLocation();
  const visible = SECTIONS.filter((s: Section) => s.inMenu && hasPermission(permissions, s.permission));
  return (
    <nav aria-label={t.sectionsNav}>
      {visible.map((s) => (
        <NavLink
          key={s.path}
          component={RouterLink}
          to={s.path}
          label={s.title}
          active={s.path === '/' ? pathname === '/' : pathname.startsWith(s.path)}
          rightSection={s.badge ? <SectionBadgeOf badge={s.badge} /> : undefined}
          onClick={onNavigate}
        />
      ))}
    </nav>
  );
}
