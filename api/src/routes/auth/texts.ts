/** Russian answers of the sessions and the activity log (issue 41); docs/security.md lists them. */
export const SECURITY_TEXT = {
  sessionNotFound: 'Сеанс не найден.',
  deviceNotFound: 'Доверенное устройство не найдено: возможно, оно уже забыто или срок доверия истёк.',
  noCurrentSession: 'Не удалось определить текущий сеанс: выйдите и войдите снова.',
  alreadyEnabled: 'Двухфакторная защита уже включена.',
  notPending: 'Подключение не начато: нажмите «Включить двухфакторную защиту» ещё раз.',
  wrongPassword: 'Неверный пароль.',
  notEnabled: 'Двухфакторная защита не включена.',
  wrongCode: 'Неверный или уже использованный код. Проверьте время на телефоне и введите новый код.',
  stepUpPassword: 'Подтвердите запрос на выплату вашим паролем.',
  stepUpCode: 'Подтвердите запрос на выплату кодом из приложения-аутентификатора.',
  stepUpWrongPassword: 'Неверный пароль: выплата не запрошена.',
  stepUpWrongCode:
    'Неверный или уже использованный код: выплата не запрошена. Введите новый код из приложения.',
  challenge: 'Вход устарел или уже завершён: введите логин и пароль снова.',
} as const;

/** The issuer an authenticator app shows beside the account (issue 41). */
export const TOTP_ISSUER = 'Кабинет фонда';
