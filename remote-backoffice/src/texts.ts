import { ru } from '@fund/shared/i18n';
import { auditTexts, exportTexts } from '@fund/shared/i18n/exports';
import { SETTLEMENT_TEXT } from '@fund/shared/schemas/settlement';
import { securityTexts } from '@fund/shared/ui/activity-log';

const { words } = ru;
const curators = 'Кураторы';
const reject = 'Отклонить';
const cancelTransfer = 'Отменить перевод';

/** Who stops seeing a retired system message, by its audience. */
const RETIRE_AUDIENCES: Record<string, string> = {
  all: 'Все пользователи',
  player: 'Игроки',
  curator: curators,
};

/** Texts of the back-office remote (issue 16; the spec has no wording for the staff side). */
export const t = {
  common: ru.common,
  total: words.total,
  nothingFound: 'Никого не найдено',
  conflictTitle: 'Действие не выполнено',
  /** After a 409 the lists are refetched: what the dialog showed may be stale. */
  conflictRefreshed: 'Список обновлён.',
  conflict: 'Другой сотрудник уже обработал эту запись.',
  alreadyDone: ru.common.alreadyDone,
  loadError: 'Не удалось загрузить список',
  nav: {
    label: 'Страницы бэк-офиса',
    queues: 'Очереди',
    messages: ru.shell.sections.backofficeMessages,
    people: ru.shell.sections.backofficePeople,
    audit: ru.shell.sections.backofficeAudit,
  },
  queues: {
    label: 'Очереди заявок',
    deposits: words.deposits,
    'cash-flows': 'Движения средств',
    payouts: 'Расчёты',
    'personal-funds': words.personalFunds,
    transfers: words.transfers,
    /** A row that arrived while the queue was open (issue 39). */
    arrived: 'Новая',
    /** A payout whose player changed wallets: «Рассчитать» waits for the hold's end (issue 41 item 2). */
    payoutHeld: securityTexts.heldUntil,
  },
  filters: {
    status: words.status,
    player: words.player,
    dateFrom: 'С даты',
    dateTo: 'По дату',
    reset: words.resetFilters,
    pages: 'Страницы списка',
  },
  /** The queues' statuses: the exports' words (the files say what the badges say). */
  status: { all: words.all, ...exportTexts.queueStatuses } as Record<string, string>,
  columns: {
    date: words.date,
    player: words.player,
    account: words.roomAccount,
    amount: words.amount,
    comment: words.comment,
    status: words.status,
    actions: words.actions,
    type: words.type,
    direction: words.direction,
    items: words.accounts,
    sender: words.sender,
    receiver: words.receiver,
    room: words.room,
  },
  decidedBy: (who: string) => `решение: ${who}`,
  reason: (text: string) => `Причина: ${text}`,
  payoutDirection: words.fundsKinds.cashout,
  depositDirection: 'Ввод',
  fundsTypes: words.fundsKinds as Record<string, string>,
  actions: {
    process: 'Провести',
    approve: 'Одобрить',
    reject,
    settle: 'Рассчитать',
    cancel: cancelTransfer,
    createTransfer: 'Создать перевод',
  },
  dialogs: {
    processTitle: 'Провести запрос депозита',
    processAmount: 'Сумма депозита',
    processAmountHint: (requested: string) => `Запрошено: ${requested}. Оставьте как есть или исправьте.`,
    comment: 'Комментарий (необязательно)',
    reason: 'Причина (её увидит игрок)',
    rejectTitle: reject,
    approveCashFlowTitle: 'Одобрить движение средств',
    approveFundsTitle: 'Одобрить движение личных средств',
    settleTitle: 'Рассчитать запрос на выплату',
    settleHint: 'Укажите сумму выплаты по каждому счёту (в валюте рума) — запрос будет отмечен выплаченным.',
    settleAmount: (room: string, account: string) => `${room} / ${account}: сумма`,
    latestBalance: 'Последний баланс',
    screenshot: words.screenshot,
    screenshot2: 'Скриншот истории',
    markPaid: 'Отметить выплаченным',
    cancelTitle: cancelTransfer,
    transferTitle: 'Новый перевод между игроками',
    transferHint:
      'Игроки увидят перевод в своих таблицах переводов: отправитель резервирует и подтверждает его, получатель подтверждает получение.',
    sender: words.sender,
    senderAccount: 'Счёт отправителя',
    receiver: words.receiver,
    receiverAccount: 'Счёт получателя (тот же рум)',
    pickSenderFirst: 'Сначала выберите счёт отправителя',
    accountOption: (room: string, account: string, available: string) =>
      `${room}: ${account} (доступно ${available})`,
    transferAmount: 'Сумма перевода',
  },
  messages: {
    create: 'Новое сообщение',
    createTitle: 'Новое системное сообщение',
    editTitle: 'Изменить сообщение',
    edit: words.edit,
    retire: 'Снять с показа',
    /** Names the message's audience: a curators' message is not retired from players. */
    retireQuestion: (audience: string) =>
      `Снять сообщение с показа? ${RETIRE_AUDIENCES[audience] ?? RETIRE_AUDIENCES.all} больше не увидят его.`,
    type: words.type,
    text: 'Текст сообщения',
    audience: 'Кому показывать',
    shown: 'Показ',
    active: 'Показывается',
    retired: 'Снято',
    created: words.created,
    filter: words.show,
    types: {
      info: 'Информация',
      warning: 'Предупреждение',
      error: ru.common.error,
      success: 'Успех',
    } as Record<string, string>,
    audiences: { all: 'Всем', player: 'Игрокам', curator: 'Кураторам' } as Record<string, string>,
    filters: { all: words.all, true: 'Показываются', false: 'Снятые' } as Record<string, string>,
  },
  people: {
    search: words.searchByName,
    role: 'Роль',
    active: 'Активность',
    roles: { player: words.player, curator: words.curator, staff: auditTexts.actor } as Record<
      string,
      string
    >,
    activeFilter: { all: words.all, true: 'Активные', false: 'Отключённые' } as Record<string, string>,
    user: words.user,
    joined: 'С нами с',
    curators,
    students: ru.shell.sections.students,
    state: 'Состояние',
    isActive: 'Активен',
    isInactive: 'Отключён',
    activate: 'Включить',
    deactivate: 'Отключить',
    activateQuestion: (name: string) => `Включить пользователя ${name}? Он снова сможет войти.`,
    deactivateQuestion: (name: string) =>
      `Отключить пользователя ${name}? Он сразу потеряет доступ к кабинету.`,
    link: 'Назначить куратора',
    linkTitle: (name: string) => `Куратор для ${name}`,
    curator: words.curator,
    unlink: (curator: string) => `Открепить от куратора ${curator}`,
    unlinkQuestion: (student: string, curator: string) => `Открепить ${student} от куратора ${curator}?`,
    form: 'Анкета',
    formTitle: (name: string) => `Анкета игрока ${name}`,
    submitted: 'Заполнена',
    formField: 'Поле',
    formValue: 'Ответ',
    formRooms: 'Румы анкеты',
    noSkrill: 'Нет Skrill',
    yes: SETTLEMENT_TEXT.yes,
    no: SETTLEMENT_TEXT.no,
    /** Contract terms (issue 38): the row action and its dialog. */
    terms: SETTLEMENT_TEXT.terms,
    termsTitle: (name: string) => `${SETTLEMENT_TEXT.terms}: ${name}`,
    /** The user's activity log (issue 41 item 4): the row action and its dialog. */
    activity: 'Журнал входов',
    activityTitle: (name: string) => `${securityTexts.activity}: ${name}`,
    none: '—',
  },
  /** Settlement on /backoffice (issue 38): closing several bundles at once. */
  settlement: {
    select: (username: string, bundle: number) => `Выбрать: ${username}, пакет ${bundle}`,
    closeMany: (n: number) => `Закрыть выбранные (${n})`,
    closeManyTitle: 'Закрыть выбранные пакеты',
    closeManyConfirm: (n: number) =>
      `Закрыть ${n} пакет(а/ов)? Выписка каждого будет зафиксирована и больше не изменится; у каждого договора откроется следующий пакет.`,
    closedRow: (username: string, bundle: number, statement: number) =>
      `${username}, пакет ${bundle}: закрыт, выписка № ${statement}`,
    refusedRow: (username: string, bundle: number, error: string) =>
      `${username}, пакет ${bundle}: не закрыт — ${error}`,
    results: 'Итог закрытия',
    change: words.edit,
    /** A player's statements (issue 38 item 6), from «Пользователи». */
    statements: 'Выписки',
    statementsTitle: (name: string) => `Выписки по пакетам: ${name}`,
    number: '№',
    bundle: 'Пакет договора',
    makeup: 'Макап до → после',
    status: words.status,
    paid: (when: string) => `Выплачено ${when}`,
    makeupChart: 'Макап после пакета',
  },
  audit: {
    ...auditTexts,
    change: 'Было → стало',
    reasonField: words.reason,
  },
} as const;
