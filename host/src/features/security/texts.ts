import { securityTexts } from '@fund/shared/ui/activity-log';
import { t } from '../../texts';

/** Texts of the «Безопасность» page (issue 41): sessions and the activity log, loaded with the page. */
export const s = {
  ...securityTexts,
  title: t.security,
  sessions: 'Активные сеансы',
  sessionsHint: 'Где выполнен вход в ваш кабинет. Завершённый сеанс выходит при следующем обновлении входа.',
  started: 'Начат',
  lastSeen: 'Последняя активность',
  current: 'Этот сеанс',
  end: 'Завершить',
  endOne: (device: string, address: string) => `Завершить сеанс: ${device}, ${address}`,
  endOthers: 'Завершить все другие',
  activityHint: 'Последние 100 событий вашей учётной записи.',
} as const;
