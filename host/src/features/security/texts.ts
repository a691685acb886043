import { t } from '../../texts';

/** Texts of the «Безопасность» page (issue 41): sessions and the activity log, loaded with the page. */
export const s = {
  title: t.security,
  sessions: 'Активные сеансы',
  sessionsHint: 'Где выполнен вход в ваш кабинет. Завершённый сеанс выходит при следующем обновлении входа.',
  device: 'Устройство',
  address: 'Адрес',
  started: 'Начат',
  lastSeen: 'Последняя активность',
  current: 'Этот сеанс',
  unknownDevice: 'Неизвестное устройство',
  end: 'Завершить',
  endOne: (device: string, address: string) => `Завершить сеанс: ${device}, ${address}`,
  endOthers: 'Завершить все другие',
  activity: 'Журнал входов и действий',
  activityHint: 'Последние 100 событий вашей учётной записи.',
  when: 'Когда',
  event: 'Событие',
  kinds: {
    sign_in: 'Вход',
    sign_in_failed: 'Неудачная попытка входа',
    session_ended: 'Завершён сеанс',
    sessions_ended: 'Завершены другие сеансы',
  },
  endedCount: (count: number) => `(${count})`,
} as const;
