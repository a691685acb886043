import { ru } from '@fund/shared/i18n';
import { hasPermission, type PermissionKey } from '@fund/shared/permissions';
import { t } from '../texts';
import type { SectionModuleId } from './remotes/exposed';

export interface Section {
  path: string;
  title: string;
  permission: PermissionKey;
  /** Remote page (one without required props), or undefined for a page of the host itself. */
  module?: SectionModuleId;
  /** Shown in the drawer menu to holders of its permission. */
  inMenu: boolean;
  badge?: 'curator' | 'player' | 'backoffice';
}

/** Every section of the shell, in menu order (spec 01 §2, spec 02 §2 and §6). */
export const SECTIONS: Section[] = [
  {
    path: '/',
    title: ru.shell.sections.home,
    permission: 'dashboard',
    module: 'player/HomePage',
    inMenu: true,
  },
  {
    path: '/player',
    title: ru.shell.sections.player,
    permission: 'player',
    module: 'curator/PlayerWorkPage',
    inMenu: true,
    badge: 'player',
  },
  {
    path: '/history',
    title: ru.shell.sections.history,
    permission: 'history',
    module: 'player/HistoryPage',
    inMenu: true,
  },
  {
    path: '/tournaments',
    title: ru.shell.sections.tournaments,
    permission: 'tournaments',
    module: 'scheduler/TournamentsPage',
    inMenu: true,
  },
  {
    path: '/video',
    title: ru.shell.sections.video,
    permission: 'video',
    module: 'video/VideoPage',
    inMenu: true,
  },
  { path: '/documents', title: ru.shell.sections.documents, permission: 'documents', inMenu: true },
  {
    path: '/students',
    title: ru.shell.sections.students,
    permission: 'students',
    module: 'curator/StudentsPage',
    inMenu: true,
    badge: 'curator',
  },
  {
    path: '/team',
    title: ru.shell.sections.team,
    permission: 'team',
    module: 'player/TeamPage',
    inMenu: true,
  },
  // The fund's staff (issue 16): one menu item, badge = pending requests; the other pages are
  // reached from the back office's own links (the menu marks the item active on all of them).
  {
    path: '/backoffice',
    title: ru.shell.sections.backoffice,
    permission: 'backoffice',
    module: 'backoffice/QueuesPage',
    inMenu: true,
    badge: 'backoffice',
  },
  {
    path: '/backoffice/messages',
    title: ru.shell.sections.backofficeMessages,
    permission: 'backoffice',
    module: 'backoffice/MessagesPage',
    inMenu: false,
  },
  {
    path: '/backoffice/people',
    title: ru.shell.sections.backofficePeople,
    permission: 'backoffice',
    module: 'backoffice/PeoplePage',
    inMenu: false,
  },
  {
    path: '/backoffice/audit',
    title: ru.shell.sections.backofficeAudit,
    permission: 'backoffice',
    module: 'backoffice/AuditPage',
    inMenu: false,
  },
];

/** Header title of a path that is no section of this user (unknown or forbidden → 404). */
export const NOT_FOUND_TITLE = ru.shell.notFoundHeader;

/**
 * The section a path opens for a user holding `permissions`: exact paths only (a trailing
 * slash allowed), so '/video/abc' or a section without its permission is a 404.
 */
export function sectionForPath(pathname: string, permissions: readonly string[]): Section | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return SECTIONS.find((s) => s.path === path && hasPermission(permissions, s.permission));
}

/** The sections a holder of `permissions` may open, in menu order (the others are not routed). */
export const allowedSections = (permissions: readonly string[]): Section[] =>
  SECTIONS.filter((s) => hasPermission(permissions, s.permission));

/**
 * Where '/' leads a user without the dashboard (the demo manager): the back office, else the
 * first menu section; undefined when '/' is their own section.
 */
export function landingSection(allowed: readonly Section[]): Section | undefined {
  if (allowed.some((s) => s.path === '/')) return undefined;
  return allowed.find((s) => s.path === '/backoffice') ?? allowed.find((s) => s.inMenu);
}

/** The remote page a path shows a holder of `permissions` ('/' through the landing section), if any. */
export function remoteModuleForPath(pathname: string, permissions: readonly string[]) {
  const section =
    sectionForPath(pathname, permissions) ??
    (pathname === '/' ? landingSection(allowedSections(permissions)) : undefined);
  return section?.module;
}

/** Pages of the user menu, open to every signed-in user (no permission, not in the drawer). */
export const SECURITY_PATH = '/security';
const ACCOUNT_PAGES = [{ path: SECURITY_PATH, title: t.security }] as const;

export function titleForPath(pathname: string, permissions: readonly string[]): string {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return (
    sectionForPath(pathname, permissions)?.title ??
    ACCOUNT_PAGES.find((page) => page.path === path)?.title ??
    NOT_FOUND_TITLE
  );
}

export { documentTitle } from '@fund/shared/ui/document-title';

export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
