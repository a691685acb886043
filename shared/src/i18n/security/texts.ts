import { ru } from '../ru';

/**
 * Texts of a user's activity log (issue 41 item 4): the user's own «Безопасность» page (host) and
 * the back office's view of any user's, apart from ru.ts so that neither first view carries them.
 */
export const securityTexts = {
  activity: 'Журнал входов и действий',
  /** A wallet change's hold (issue 41 item 2): the player's «Кошельки Skrill» and the staff's payout row. */
  heldUntil: (until: string) => `Выплаты приостановлены до ${until}: кошельки изменены.`,
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
    two_factor_enabled: 'Включена двухфакторная защита',
    two_factor_disabled: 'Отключена двухфакторная защита',
    two_factor_failed: 'Неверный код двухфакторной защиты',
    recovery_code_used: 'Использован код восстановления',
    device_forgotten: 'Забыто доверенное устройство',
    devices_forgotten: 'Забыты все доверенные устройства',
    step_up_failed: 'Неверное подтверждение выплаты или смены кошелька',
    wallet_changed: 'Изменены кошельки Skrill',
  },
  /** Two-factor sign-in (issue 41 item 1): the API's answers and the forms' checks. */
  twoFactor: {
    codeFormat: 'Введите 6 цифр кода из приложения.',
    passwordRequired: 'Введите ваш пароль.',
    recoveryFormat: 'Код восстановления — 16 букв и цифр, как он был выдан.',
    codeOrRecovery: 'Введите код из приложения или код восстановления.',
    challenge: 'Вход не начат или устарел: введите логин и пароль снова.',
  },
  /** Step-up (issue 41 item 2): money leaving the fund is confirmed by a code or the password. */
  stepUp: {
    oneOf: 'Подтвердите либо паролем, либо кодом из приложения — не обоими.',
  },
  endedCount: (count: number) => `(${count})`,
  /** The live notice to the owner's open tabs (shared/src/live/security-notice.ts). */
  newDeviceNotice:
    'В ваш кабинет вошли с нового устройства. Если это были не вы, завершите этот сеанс в разделе «Безопасность».',
} as const;
