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
  /** Step-up (issue 41 item 2): what a payout request and a wallet change each say. */
  payoutStepUp: {
    password: 'Подтвердите запрос на выплату вашим паролем.',
    code: 'Подтвердите запрос на выплату кодом из приложения-аутентификатора.',
    wrongPassword: 'Неверный пароль: выплата не запрошена.',
    wrongCode: 'Неверный или уже использованный код: выплата не запрошена. Введите новый код из приложения.',
  },
  walletStepUp: {
    password: 'Подтвердите смену кошельков вашим паролем.',
    code: 'Подтвердите смену кошельков кодом из приложения-аутентификатора.',
    wrongPassword: 'Неверный пароль: кошельки не изменены.',
    wrongCode: 'Неверный или уже использованный код: кошельки не изменены. Введите новый код из приложения.',
  },
  noWallets: 'Кошельков пока нет: сначала заполните анкету нового игрока.',
  challenge: 'Вход устарел или уже завершён: введите логин и пароль снова.',
} as const;

/** The issuer an authenticator app shows beside the account (issue 41). */
export const TOTP_ISSUER = 'Кабинет фонда';
