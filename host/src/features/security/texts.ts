import { ru } from '@fund/shared/i18n';
import { securityTexts } from '@fund/shared/ui/activity-log';
import { tf } from '../../lib/two-factor/texts';
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
  devices: 'Доверенные устройства',
  devicesHint:
    'Браузеры, в которых при входе не спрашивается код из приложения (отмечено «Доверять этому устройству»). Забытое устройство снова попросит код.',
  trustedSince: 'Доверено с',
  trustedUntil: 'Доверено до',
  forget: 'Забыть',
  forgetOne: (device: string, address: string) => `Забыть устройство: ${device}, ${address}`,
  forgetAll: 'Забыть все устройства',
  activityHint: 'Последние 100 событий вашей учётной записи.',
  twoFactor: 'Двухфакторная защита',
  twoFactorHint:
    'Вход по паролю и коду из приложения-аутентификатора (Google Authenticator, Яндекс Ключ и другие).',
  twoFactorOff: 'Выключена: для входа достаточно пароля.',
  twoFactorOn: (left: number) => `Включена. Осталось кодов восстановления: ${left}.`,
  enable: 'Включить двухфакторную защиту',
  password: 'Ваш пароль',
  proceed: 'Продолжить',
  scan: 'Отсканируйте QR-код в приложении или введите ключ вручную, затем введите код из приложения.',
  qr: 'QR-код для приложения-аутентификатора',
  secret: 'Ключ',
  code: tf.code,
  confirm: 'Включить защиту',
  cancel: ru.common.cancel,
  recoveryTitle: 'Коды восстановления',
  recoveryHint:
    'Сохраните эти коды в надёжном месте: каждый заменяет код из приложения один раз. Больше они показаны не будут.',
  done: 'Готово',
  disableCode: 'Код из приложения или код восстановления',
  disable: 'Отключить защиту',
  /** The player's Skrill wallets (issue 41 item 2): a change is confirmed and holds payouts for 24 hours. */
  wallets: ru.onboarding.steps[1],
  walletsHint: 'Куда фонд отправляет выплаты. После смены кошельков выплаты приостанавливаются на 24 часа.',
  skrillUsd: ru.onboarding.skrillUsd,
  skrillEur: ru.onboarding.skrillEur,
  skrillResidence: ru.onboarding.skrillResidence,
  noSkrill: ru.onboarding.noSkrill,
  changeWallets: 'Изменить кошельки',
  save: ru.common.save,
} as const;
