import type { RemoteModuleId } from '@fund/shared/contracts';
import type { PermissionKey } from '@fund/shared/permissions';

export interface Section {
  path: string;
  title: string;
  permission: PermissionKey;
  /** Remote page, or undefined for a page of the host itself. */
  module?: RemoteModuleId;
  /** Shown in the drawer menu (team is reachable by its route only, spec 01 §2). */
  inMenu: boolean;
  badge?: 'curator' | 'player';
}

/** Every section of the shell, in menu order (spec 01 §2, spec 02 §2 and §6). */
export const SECTIONS: Section[] = [
  { path: '/', title: 'Главная', permission: 'dashboard', module: 'player/HomePage', inMenu: true },
  {
    path: '/player',
    title: 'Работа над игрой',
    permission: 'player',
    module: 'curator/PlayerWorkPage',
    inMenu: true,
    badge: 'player',
  },
  { path: '/history', title: 'История', permission: 'history', module: 'player/HistoryPage', inMenu: true },
  {
    path: '/tournaments',
    title: 'Расписатор',
    permission: 'tournaments',
    module: 'scheduler/TournamentsPage',
    inMenu: true,
  },
  { path: '/video', title: 'Видео', permission: 'video', module: 'video/VideoPage', inMenu: true },
  { path: '/documents', title: 'Документы', permission: 'documents', inMenu: true },
  {
    path: '/students',
    title: 'Студенты',
    permission: 'students',
    module: 'curator/StudentsPage',
    inMenu: true,
    badge: 'curator',
  },
  { path: '/team', title: 'Команда', permission: 'team', module: 'player/TeamPage', inMenu: false },
];

export const DEFAULT_TITLE = 'Главная';

/** The header title follows the path; '/video/12' belongs to '/video'. */
export function titleForPath(pathname: string): string {
  const match = SECTIONS.filter(
    (s) => s.path !== '/' && (pathname === s.path || pathname.startsWith(`${s.path}/`)),
  )[0];
  return match?.title ?? DEFAULT_TITLE;
}

export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
