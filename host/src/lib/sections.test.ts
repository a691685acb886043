import { ALL_PERMISSION_IDS, PERMISSIONS } from '@fund/shared/permissions';
import {
  badgeText,
  documentTitle,
  NOT_FOUND_TITLE,
  remoteModuleForPath,
  SECTIONS,
  sectionForPath,
  titleForPath,
} from './sections';

const player = [
  PERMISSIONS.dashboard,
  PERMISSIONS.history,
  PERMISSIONS.video,
  PERMISSIONS.player,
  PERMISSIONS.team,
];

describe('shell sections', () => {
  it.each([
    ['/', 'Главная'],
    ['/history', 'История'],
    ['/history/', 'История'],
    ['/video', 'Видео'],
    ['/team', 'Команда'],
    ['/security', 'Безопасность'],
    ['/security/', 'Безопасность'],
  ])('title of %s is %s', (path, title) => expect(titleForPath(path, player)).toBe(title));

  it.each(['/video/abc', '/video/12', '/history/xyz', '/player/foo', '/nowhere', '/students'])(
    '%s is no section for a player: the header says 404, not a section name',
    (path) => {
      expect(sectionForPath(path, player)).toBeUndefined();
      expect(titleForPath(path, player)).toBe(NOT_FOUND_TITLE);
    },
  );

  it.each([
    ['/', player, 'player/HomePage'],
    ['/history/', player, 'player/HistoryPage'],
    ['/documents', ALL_PERMISSION_IDS, undefined],
    ['/students', player, undefined],
    ['/', [PERMISSIONS.backoffice, PERMISSIONS.tournaments], 'backoffice/QueuesPage'],
    ['/', [PERMISSIONS.tournaments, PERMISSIONS.video], 'scheduler/TournamentsPage'],
  ])('the remote page %s shows (preloaded by the start sequence)', (path, permissions, module) =>
    expect(remoteModuleForPath(path, permissions)).toBe(module),
  );

  it('names the section in the browser tab', () => {
    expect(documentTitle(titleForPath('/history', ALL_PERMISSION_IDS))).toBe('История — Личный кабинет');
  });

  it('lists /team in the menu for holders of its permission', () => {
    expect(SECTIONS.find((s) => s.path === '/team')?.inMenu).toBe(true);
  });

  it('caps the badge at 99', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('gives every menu section a distinct permission', () => {
    const menu = SECTIONS.filter((s) => s.inMenu);
    expect(new Set(menu.map((s) => s.permission)).size).toBe(menu.length);
  });

  it.each([
    ['/backoffice', 'Бэк-офис'],
    ['/backoffice/messages', 'Системные сообщения'],
    ['/backoffice/people', 'Пользователи'],
    ['/backoffice/audit', 'Журнал действий'],
  ])('%s is %s for staff and a 404 for a player', (path, title) => {
    expect(titleForPath(path, [PERMISSIONS.backoffice])).toBe(title);
    expect(sectionForPath(path, player)).toBeUndefined();
  });
});
