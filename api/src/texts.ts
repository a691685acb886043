import { FIXED_FEE_PERCENTAGE } from '@fund/shared/fees';
import { ru } from '@fund/shared/i18n';
import { PAGE_SIZES } from '@fund/shared/schemas/curator';
import { SETTLEMENT_TEXT } from '@fund/shared/schemas/settlement';

/** The curator's page sizes as the query writes them: «10, 20, 50, 100 или all» (0 is all). */
const perPageValues = [...PAGE_SIZES.filter((size) => size > 0), 'all'];

/**
 * Every Russian text the API answers (docs/contributing.md "UI texts"): the envelope's messages, the
 * field and rule messages of each domain. A domain reads its group (`texts.transfers.notFound`); what a
 * form shows too comes from the shared dictionary (`ru`), never copied. The back office's answers are in
 * `routes/backoffice/texts.ts`, listed per route in docs/backoffice.md.
 */
export const texts = {
  /** The errors plugin: DRF's wordings where the spec keeps them, then what a malformed request gets. */
  request: {
    notAuthenticated: 'Учетные данные не были предоставлены.',
    tokenNotValid: 'Given token not valid for any token type',
    badCredentials: 'Не найдено активной учетной записи с указанными данными',
    refreshNotValid: 'Токен недействителен или просрочен',
    forbidden: 'У вас недостаточно прав для выполнения данного действия.',
    /** A staff member without two-factor sign-in on a back-office route (issue 41 item 1). */
    twoFactorRequired:
      'Включите двухфакторную защиту, чтобы работать в бэк-офисе: «Безопасность» → «Двухфакторная защита».',
    notFound: 'Не найдено.',
    throttled: 'Слишком много неудачных попыток входа. Повторите попытку позже.',
    malformedJson: 'Некорректный JSON в теле запроса.',
    emptyBody: 'Тело запроса пустое.',
    unsupportedMediaType: 'Неподдерживаемый тип содержимого запроса.',
    tooLarge: 'Слишком большой запрос.',
    badUrl: 'Некорректный адрес запроса.',
    uriTooLong: 'Слишком длинный адрес запроса.',
    badMultipart: 'Некорректные данные формы: файл не удалось прочитать.',
    internal: 'Внутренняя ошибка сервера.',
    /** The database is away (a restart, a failover, a dropped connection): 503, safe to retry. */
    unavailable: 'Сервис временно недоступен, повторите попытку',
    badRequest: 'Некорректный запрос.',
    rangeNotSatisfiable: 'Запрошенный диапазон недоступен.',
  },
  /** Fallbacks for a schema issue that carries no message of its own (plugins/validation.ts). */
  validation: {
    string: 'Ожидается строка.',
    number: 'Ожидается число.',
    boolean: 'Ожидается логическое значение.',
    array: 'Ожидается список.',
    object: 'Ожидается объект.',
    picklist: (expected: string) => `Недопустимое значение. Допустимо: ${expected}.`,
    integer: 'Ожидается целое число.',
    email: 'Введите правильный адрес электронной почты.',
    url: 'Введите правильный URL.',
    minValue: (min: unknown) => `Значение должно быть не меньше ${min}.`,
    maxValue: (max: unknown) => `Значение должно быть не больше ${max}.`,
    notMore: (max: unknown) => `Не больше ${max}.`,
    nonEmpty: 'Поле не может быть пустым.',
    maxLength: (max: unknown) => `Не более ${max} символов.`,
    perPage: `Допустимо на странице: ${perPageValues.slice(0, -1).join(', ')} или ${perPageValues.at(-1)}.`,
    unknownField: ru.validation.unknownField,
  },
  /** The `Idempotency-Key` header of money mutations (docs/security.md "Idempotency"). */
  idempotency: {
    badKey: 'Некорректный заголовок Idempotency-Key.',
    reused:
      'Ключ Idempotency-Key уже использован для другого запроса. Повторите запрос без изменений или возьмите новый ключ.',
  },
  /** The player's money: accounts, holds, balance changes, deposits, personal funds. */
  money: {
    accountNotFound: 'Счёт не найден.',
    insufficient: 'Недостаточно средств на счёте.',
    /** More than the account holds free (balance − held): 400 on the amount field. */
    overAvailable: (available: string) => `Недостаточно средств на счёте: доступно ${available}.`,
    reserved: (held: string) => `Недостаточно средств на счёте: ${held} зарезервировано под переводы.`,
    backstop: 'Недостаточно средств на счёте с учётом зарезервированных переводов.',
    belowHeld: (held: string) =>
      `Баланс не может быть меньше суммы, зарезервированной под переводы (${held}).`,
    untracked: 'Изменение баланса недоступно для этого рума.',
    sameAccount: 'Выберите другой счёт.',
    otherCurrency: 'Перевод возможен только между счетами с одной валютой фишек.',
    virtualBalance: 'Изменение баланса недоступно для виртуального рума.',
    depositNotAllowed: 'Запрос депозита недоступен для этого счёта.',
    depositNotFound: 'Запрос не найден.',
    depositProcessed: 'Запрос уже обработан, удалить его нельзя.',
    booked: 'Этот депозит уже забронирован.',
    bookingNotFound: 'Депозит не найден.',
    duplicateAccount: 'Каждый счёт можно указать только один раз.',
    pendingPayout: 'У вас уже есть необработанный запрос на выплату.',
    payoutHeld: (until: string) => `Выплаты приостановлены до ${until} МСК: недавно изменены кошельки.`,
  },
  transfers: {
    notFound: 'Перевод не найден.',
    alreadyHeld: 'Баланс по этому переводу уже зарезервирован.',
    notHoldable: 'Перевод уже подтверждён, резерв невозможен.',
    receiveHold: 'Входящий перевод нельзя зарезервировать.',
    alreadySent: 'Перевод уже подтверждён.',
    notSentYet: 'Отправитель ещё не подтвердил перевод.',
    alreadyReceived: 'Получение уже подтверждено.',
    fixedFee: `Для этого рума и кошелька комиссия составляет ${FIXED_FEE_PERCENTAGE}%.`,
    notImage: 'Файл должен быть изображением PNG, JPEG или WebP.',
    noFile: 'Файл изображения обязателен.',
    notConfirmed: 'Скриншот можно приложить только к подтверждённому переводу.',
    tooManyImages: 'Слишком много скриншотов для этого перевода.',
    imageTooBig: (side: number) => `Изображение больше ${side}×${side} точек.`,
  },
  homework: {
    unknownFilter: 'Неизвестный фильтр заданий.',
    closed: 'Задание закрыто, изменить его нельзя',
    alreadyClosed: 'Задание уже закрыто',
    reopen: 'Закрытое задание нельзя открыть заново',
    alreadyCompleted: 'Задание уже отмечено выполненным',
    studentOnlyCompletes: 'Студент может только отметить задание выполненным',
    onlyLatestOwn: 'Редактировать можно только своё последнее сообщение',
  },
  notes: {
    authorOnly: 'Изменить или удалить заметку может только её автор.',
    unknownType: 'Неизвестный тип заметки',
  },
  notifications: { role: 'Роль должна быть curator или player.' },
  /** The curator's student picker (GET /api/curators/students/, paged: issue 43). */
  students: {
    limit: ru.validation.limitRange,
    cursor: 'Некорректный курсор страницы: ожидается «имя|id» последнего ученика предыдущей страницы',
  },
  /** The scheduler's search, paged (issue 43): `limit` and `after` in its query string. */
  scheduler: {
    limit: ru.validation.limitRange,
    cursor: 'Некорректный курсор страницы: ожидается «день|id» последнего турнира предыдущей страницы',
  },
  onboarding: {
    alreadySubmitted: 'Анкета уже отправлена',
    accountNotFound: 'Счёт не найден',
    accountTwice: 'Счёт указан дважды',
    nicknameTaken: 'Этот никнейм уже занят в руме',
    questionMismatch: 'Вопрос не совпадает с анкетой',
  },
  statistics: {
    revision: ru.validation.revisionRange,
    tooLarge: 'Слишком большое значение',
    unknownField: 'Неизвестное поле статистики',
  },
  video: {
    notFound: 'Видеозапись не найдена.',
    fileNotFound: 'Файл видеозаписи не найден.',
  },
  /** Contract terms and settlement (issue 38, docs/settlement.md; the fields' refusals are the shared schema's). */
  settlement: {
    noContract: 'У игрока нет действующего договора.',
    bundleNotFound: 'Пакет не найден.',
    bundleClosed: 'Пакет уже закрыт: его выписка сформирована.',
    bundleNotDue: 'Пакет ещё не завершён: длина пакета не сыграна и срок не наступил.',
    bundleNotCurrent: 'Это не текущий пакет договора игрока: закрыть его нельзя.',
    /** Closing several bundles at once (issue 38 item 4): refusals of the whole list, nothing closed. */
    pickBundles: 'Выберите хотя бы один пакет.',
    tooManyBundles: (max: number) => `За один раз можно закрыть не больше ${max} пакетов.`,
    repeatedBundles: 'Пакет указан в списке дважды.',
    bundlesNotFound: (ids: number[]) => `Пакеты не найдены: № ${ids.join(', ')}. Ничего не закрыто.`,
    statementNotFound: 'Выписка не найдена.',
    shareRange: SETTLEMENT_TEXT.shareRange,
    makeupAtEnd: SETTLEMENT_TEXT.makeupAtEnd,
    amountGames: SETTLEMENT_TEXT.amountGames,
    minBuyins: SETTLEMENT_TEXT.minBuyins,
    /** Accept or dispute (issue 38 item 5): the shared dictionary's, the forms show them too. */
    lineMissing: SETTLEMENT_TEXT.lineMissing,
    alreadyAccepted: SETTLEMENT_TEXT.alreadyAccepted,
    acceptedBySilence: SETTLEMENT_TEXT.acceptedBySilence,
    disputePassed: SETTLEMENT_TEXT.disputePassed,
    lineDisputed: SETTLEMENT_TEXT.lineDisputed,
    waitAnswers: SETTLEMENT_TEXT.waitAnswers,
    disputeNotFound: SETTLEMENT_TEXT.disputeNotFound,
    disputeAnswered: SETTLEMENT_TEXT.disputeAnswered,
    notAccepted: SETTLEMENT_TEXT.notAccepted,
    alreadyPaid: SETTLEMENT_TEXT.alreadyPaid,
    nothingToPay: SETTLEMENT_TEXT.nothingToPay,
  },
  /** The OpenAPI document's descriptions of the answers (plugins/openapi.ts). */
  openapi: {
    badRequest: 'Некорректный запрос (поля или правило)',
    unauthorized: 'Нет токена или он недействителен',
    forbidden: 'Недостаточно прав',
    notFound: 'Не найдено',
    conflict: 'Конфликт с текущим состоянием',
    success: 'Успех',
  },
  /** What the operator reads when PGlite's data folder is taken (db/lock.ts). */
  lock: {
    busy: (dir: string, pid: number) =>
      `Папка данных ${dir} уже используется другим процессом API (pid ${pid}). ` +
      'Остановите его или укажите другую DATA_DIR. PGlite допускает только один процесс на папку.',
    failed: (file: string) => `Не удалось захватить блокировку ${file}`,
  },
} as const;
