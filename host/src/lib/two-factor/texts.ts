import { ru } from '@fund/shared/i18n';
import { t } from '../../texts';

/** Texts of the sign-in's code step (issue 41), loaded with the step, not with the login page. */
export const tf = {
  hint: 'Введите код из приложения-аутентификатора.',
  code: 'Код из приложения',
  recoveryHint: 'Введите один из кодов восстановления, выданных при включении защиты.',
  recovery: 'Код восстановления',
  useRecovery: 'Использовать код восстановления',
  useCode: 'Ввести код из приложения',
  submit: ru.login.submit,
  back: 'Войти заново',
  trust: 'Доверять этому устройству 30 дней',
  trustHint: 'Код не будет спрашиваться при входе с этого браузера, пока вы не смените пароль.',
  trusted: 'Проверяем доверенное устройство…',
  wrong: 'Неверный или уже использованный код. Введите новый код.',
  expired: 'Вход устарел: введите логин и пароль снова.',
  tooMany: 'Слишком много неудачных попыток. Повторите попытку позже.',
  serverDown: t.login.serverDown,
} as const;
