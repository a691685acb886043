import { ru } from '../ru';

/**
 * Texts of a user's activity log (issue 41 item 4): the user's own «Безопасность» page (host) and
 * the back office's view of any user's, apart from ru.ts so that neither first view carries them.
 */
export const securityTexts = {
  activity: 'Журнал входов и действий',
  device: 'Устройство',
  address: 'Адрес',
  unknownDevice: 'Неизвестное устройство',
  when: 'Когда',
  event: 'Событие',
  kinds: {
    sign_in: ru.login.submit,
    sign_in_new_device: 'Вход с нового устройства',
    sign_in_failed: 'Неудачная попытка входа',
    session_ended: 'Завершён сеанс',
    sessions_ended: 'Завершены другие сеансы',
  },
  endedCount: (count: number) => `(${count})`,
  /** The live notice to the owner's open tabs (shared/src/live/security-notice.ts). */
  newDeviceNotice:
    'В ваш кабинет вошли с нового устройства. Если это были не вы, завершите этот сеанс в разделе «Безопасность».',
} as const;
