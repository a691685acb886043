import {
  MAX_FEE_PERCENTAGE,
  MAX_INPUT_AMOUNT,
  MIN_CASH_MOVEMENT,
  MIN_CHARS,
  MIN_FEE_PERCENTAGE,
  RANGES,
  REVIEW_MAX_LENGTH,
  TEXT_LIMITS,
  TOURNAMENTS_COUNT_MAX,
} from '../limits';

/**
 * The numbers the messages state (../limits.ts), for the schemas and formatters: imported through this
 * shared module, never from ../limits directly, so a remote's chunks do not each carry a copy of them.
 */
export {
  BACKOFFICE_LIMITS,
  BACKOFFICE_PAGE_SIZES,
  MAX_FEE_PERCENTAGE,
  MAX_INPUT_AMOUNT,
  MIN_CASH_MOVEMENT,
  MIN_CHARS,
  MIN_FEE_PERCENTAGE,
  RANGES,
  REVIEW_MAX_LENGTH,
  TEXT_LIMITS,
  TOURNAMENTS_COUNT_MAX,
  UTC_OFFSET_MAX,
  UTC_OFFSET_MIN,
} from '../limits';

/**
 * Words the dictionaries share (docs/contributing.md "Words once"): a column, a filter or a button that
 * reads the same in several places is defined here once and referenced by every dictionary that shows
 * it (`ru.words.amount`), the API's included. scripts/test/ui-texts.test.ts fails on a string defined twice.
 */
const words = {
  amount: 'Сумма',
  date: 'Дата',
  status: 'Статус',
  type: 'Тип',
  comment: 'Комментарий',
  message: 'Сообщение',
  topic: 'Тема',
  search: 'Поиск',
  fee: 'Комиссия',
  balance: 'Баланс',
  room: 'Рум',
  /** A room account (a nickname in a room). */
  account: 'Аккаунт',
  roomAccount: 'Рум / аккаунт',
  /** An account of the ledger (a room account's money). */
  ledgerAccount: 'Счёт',
  accounts: 'Счета',
  sender: 'Отправитель',
  receiver: 'Получатель',
  direction: 'Направление',
  screenshot: 'Скриншот',
  actions: 'Действия',
  reason: 'Причина',
  created: 'Создано',
  player: 'Игрок',
  student: 'Студент',
  curator: 'Куратор',
  user: 'Пользователь',
  fund: 'Фонд',
  period: 'Период',
  allTime: 'За всё время',
  bundleNumber: (number: number) => `Пакет ${number}`,
  all: 'Все',
  yes: 'Да',
  no: 'Нет',
  send: 'Отправить',
  receive: 'Получить',
  edit: 'Изменить',
  export: 'Экспорт',
  sort: 'Сортировка',
  perPage: 'На странице',
  show: 'Показывать',
  resetFilters: 'Сбросить фильтры',
  searchByName: 'Поиск по имени',
  total: (n: number) => `Всего: ${n}`,
  needsAttention: 'Требует внимания',
  pending: 'В обработке',
  rejected: 'Отклонено',
  transfers: 'Переводы',
  deposits: 'Депозиты',
  personalFunds: 'Личные средства',
  cashFlow: 'Движение средств',
  changeBalance: 'Изменить баланс',
  /** Kinds of a cash flow and of a personal funds movement. */
  fundsKinds: { cashback: 'Кэшбэк', deposit: 'Депозит', cashout: 'Вывод', settlement: 'Расчёт' },
} as const;

/** «Тема — не больше 300 символов»: a text field's length rule, from its limit (../limits.ts). */
export const notLonger = (field: string, max: number) => `${field} — не больше ${max} символов`;
/** «1,050.00»: an amount as the amount fields write it. */
const grouped = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** «10, 20, 50 или 100». */
export const oneOf = (values: readonly (number | string)[]) =>
  `${values.slice(0, -1).join(', ')} или ${values[values.length - 1]}`;
/** «от 1 до 6». */
export const range = ([min, max]: readonly [number, number]) => `от ${min} до ${max}`;

/**
 * Every UI text of the cabinet, grouped by feature. Where the specs give a wording it is
 * copied exactly; the schemas import their messages from here so a text lives in one place.
 */
export const ru = {
  words,
  common: {
    noData: 'Нет данных',
    /** The title of an error toast. */
    error: 'Ошибка',
    unknownError: 'Неизвестная ошибка',
    /** A request that reached no server (offline, the API down): fetch failed at the network level. */
    noConnection: 'Нет связи с сервером',
    sectionUnavailable: 'Раздел временно недоступен',
    retry: 'Повторить',
    cancel: 'Отмена',
    delete: 'Удалить',
    save: 'Сохранить',
    close: 'Закрыть',
    confirmDelete: 'Вы уверены, что хотите удалить запись?',
    /** A dialog whose code could not be loaded (the network, or a redeploy under an open page). */
    dialogUnavailable: 'Не удалось открыть форму. Обновите страницу и попробуйте снова.',
    /** A menu, a select or the notices whose code could not be loaded on first use (ui/first-use.tsx). */
    controlUnavailable: 'Не удалось открыть список. Обновите страницу и попробуйте снова.',
    /** A money action retried with changed values after its first try had gone through (422). */
    alreadyDone:
      'Предыдущая попытка уже выполнена: данные обновлены. Проверьте их, прежде чем отправлять снова.',
  },
  /** Names for assistive technology: Mantine's icon-only controls (set once in the theme), a table's scroll area. */
  a11y: {
    scrollTable: 'Таблица с прокруткой',
    pagination: {
      first: 'Первая страница',
      previous: 'Предыдущая страница',
      next: 'Следующая страница',
      last: 'Последняя страница',
    },
    togglePassword: 'Показать введённые символы',
  },
  login: {
    title: 'Личный кабинет',
    submit: 'Вход',
    login: 'Логин',
    password: 'Пароль',
    loginRequired: 'Логин обязательное поле',
    passwordRequired: 'Пароль обязательное поле',
    badCredentials: 'Неверный логин или пароль',
    tooManyAttempts: 'Слишком много попыток входа. Попробуйте позже.',
  },
  shell: {
    sections: {
      home: 'Главная',
      player: 'Работа над игрой',
      history: 'История',
      tournaments: 'Расписатор',
      video: 'Видео',
      documents: 'Документы',
      students: 'Студенты',
      team: 'Команда',
      backoffice: 'Бэк-офис',
      backofficeMessages: 'Системные сообщения',
      backofficePeople: 'Пользователи',
      backofficeAudit: 'Журнал действий',
    },
    logout: 'Выйти',
    noAccounts: 'No accounts found',
    notFoundTitle: 'Error 404',
    notFoundHeader: 'Страница не найдена',
    backHome: 'На главную',
  },
  onboarding: {
    title: 'Анкета нового игрока',
    steps: [
      'Персональные данные',
      'Кошельки Skrill',
      'Никнеймы в румах',
      'Знакомство, основная информация',
      'Знакомство, профессиональные навыки',
    ],
    back: 'Назад',
    next: 'Дальше',
    submit: words.send,
    birthday: 'Дата рождения',
    country: 'Страна проживания',
    telegram: 'Telegram',
    telegramPlaceholder: '@имя_пользователя',
    skrillUsd: 'E-mail Skrill USD',
    skrillEur: 'E-mail Skrill EUR',
    skrillResidence: 'Резидентство Skrill',
    noSkrill: 'I have no Skrill and cannot create one',
    skrillInstructions: 'Инструкция',
    nickname: 'Никнейм',
    email: 'E-mail',
    balance: words.balance,
    screenshot: 'Ссылка на скриншот кассы',
    publicStatsReminder: 'Не забудьте включить публичную статистику в каждом руме.',
    /** Questions 1-5 are step 4 (основная информация), 6-10 step 5 (профессиональные навыки). */
    survey: [
      'Как давно вы играете в покер?',
      'В каких румах и под какими никнеймами вы играли раньше?',
      'Сколько часов в неделю вы готовы уделять игре?',
      'Как вы узнали о нашем фонде?',
      'Каких целей вы хотите достичь в покере в ближайший год?',
      'На каких лимитах (средний бай-ин) вы играете сейчас?',
      'Каковы ваши результаты за последние 6 месяцев (турниры, ROI, прибыль)?',
      'Какими программами и трекерами вы пользуетесь (H2N, HM3, солверы)?',
      'Занимались ли вы с тренером или в команде? Если да, то где и сколько?',
      'Какие слабые места в своей игре вы видите и над чем хотите работать?',
    ],
  },
  home: {
    addFee: 'Добавить комиссию',
    depositProcessing: 'Обработка запроса занимает до 24 часов',
    bonus: 'Бонус',
  },
  amountInput: {
    tooLarge: `Слишком большая сумма: не больше ${grouped(MAX_INPUT_AMOUNT)}`,
    commaMisuse: 'Запятая отделяет только тысячи (1,050.00), дробная часть — через точку',
  },

  video: {
    empty: 'Список видеозаписей пуст',
    tooManyValues: (max: number) => `Не более ${max} значений`,
    tooLong: (max: number) => `Не более ${max} символов`,
  },
  /** Names of the ledger kinds and personal funds types (the history table, spec 02 §7). */
  history: {
    types: {
      transfer_in: 'Перевод получен',
      transfer_out: 'Перевод отправлен',
      fee: 'Комиссия за перевод',
      cashflow_in: 'Пополнение счёта',
      cashflow_out: 'Вывод со счёта',
      deposit: 'Депозит от фонда',
      balance_transfer_in: 'Перевод между счетами: зачисление',
      balance_transfer_out: 'Перевод между счетами: списание',
      personal_funds_in: 'Из личных средств',
      personal_funds_out: 'В личные средства',
      cashback: words.fundsKinds.cashback,
      cashout: 'Вывод личных средств',
      settlement: words.fundsKinds.settlement,
    },
  },

  curator: {
    homeworkEmpty: 'По данному запросу записей не обнаружено',
  },
  calendar: {
    weekdays: ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'],
    weekdaysShort: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  },
  validation: {
    required: 'Обязательное поле',
    invalidEmail: 'Некорректный e-mail',
    invalidUrl: 'Некорректная ссылка',
    invalidValue: 'Некорректное значение',
    invalidId: 'Некорректный идентификатор',
    pageFormat: 'Некорректный номер страницы',
    invalidText: 'Недопустимые символы в тексте',
    invalidDate: 'Некорректная дата',
    unknownField: 'Неизвестное поле',
    number: 'Должно быть числом',
    integer: 'Должно быть целым числом',
    boolean: 'Должно быть да или нет',
    nonNegative: 'Не может быть меньше 0',
    positiveNumber: 'Должно быть положительное число',
    decimalPoint: 'Дробь через точку',
    moneyFormat: 'Формат 0.00',
    notMoreThan: 'Не больше',
    noThousandsSeparator: 'Введите сумму без разделителя тысяч, например 1050.00',
    minAmount: `Минимальная сумма ${MIN_CASH_MOVEMENT}`,
    min5Chars: `Минимум ${MIN_CHARS} символов`,
    dateFormat: 'Формат даты дд.мм.гггг',
    isoDateFormat: 'Формат даты ГГГГ-ММ-ДД',
    timeFormat: 'Формат времени ЧЧ:ММ',
    answerRequired: 'Ответ обязателен',
    surveyLength: 'Нужно ответить на 10 вопросов',
    screenshotRequired: 'Скриншот обязательное поле',
    feeMin: `Комиссия не может быть меньше ${MIN_FEE_PERCENTAGE}%`,
    feeMax: `Комиссия не может быть выше ${MAX_FEE_PERCENTAGE}%`,
    max40: `Максимум ${TOURNAMENTS_COUNT_MAX}`,
    notMoreThanBalance: 'Должно быть не больше баланса',
    reviewMax: `Максимум ${REVIEW_MAX_LENGTH} символов`,
    topicMax: notLonger(words.topic, TEXT_LIMITS.topic),
    deadlineRange: 'Дедлайн — от сегодняшнего дня до года вперёд',
    messageMax: notLonger(words.message, TEXT_LIMITS.message),
    noteMax: notLonger('Заметка', TEXT_LIMITS.note),
    pickStudents: 'Выберите хотя бы одного студента',
    revisionRange: `Ревизия ${range(RANGES.revision)}`,
    ratingRange: `Оценка ${range(RANGES.rating)}`,
    limitRange: `Допустимо ${range(RANGES.limit)}`,
    weekdayRange: `День недели ${range(RANGES.weekday)}`,
    scoreRange: `Рейтинг ${range(RANGES.score)}`,
    atLeastOneValue: 'Заполните хотя бы одно поле',
    nothingToUpdate: 'Нет изменений',
    atLeastOneRoom: 'Выберите хотя бы один рум',
  },
} as const;
