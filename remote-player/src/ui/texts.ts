import { ru } from '@fund/shared/i18n';

/**
 * What the dashboard's features share: statuses, row actions, form fields and column headers. Each
 * feature's `texts.ts` spreads it and adds its own; the spec's own wording comes from the shared
 * dictionary.
 */
export const t = {
  noData: ru.common.noData,
  cancel: ru.common.cancel,
  alreadyDone: ru.common.alreadyDone,
  dialogUnavailable: ru.common.dialogUnavailable,
  send: 'Отправить',
  pending: 'В обработке',
  approved: 'Подтверждено',
  rejected: 'Отклонено',
  processed: 'Обработан',
  rejectReason: 'Причина',
  cashFlowAction: 'Движение средств',
  depositAction: 'Запросить депозит',
  transferAction: 'Перевод между счетами',
  /** The sum of a room account's reserved (held) transfers, and a held transfer's mark. */
  held: 'Зарезервировано',
  requestPayout: 'Запросить расчёт',
  /** The settlement preview's button and dialog (issue 38). */
  settlementNow: 'Если рассчитаться сейчас',
  leaveReview: 'Оставить отзыв',
  /**
   * The «Экспорт» menu's button before its code loads (ui/export-menu.tsx): exportTexts.button's
   * word, written here because that dictionary is not in the first view (a test compares them).
   */
  exportButton: 'Экспорт',
  /** Kinds of a cash flow and of a personal funds movement. */
  kinds: { cashback: 'Кэшбэк', deposit: 'Депозит', cashout: 'Вывод', settlement: 'Расчёт' } as Record<
    string,
    string
  >,
  /**
   * What «Изменить баланс» does, under the switch (issue 35): money leaving (`out`) or entering
   * (`in`) the account. Off, the balance stays as reported, so until a new one is entered the
   * amount counts in the result (docs/accounting.md "Formulas").
   */
  changeBalanceEffect: {
    none: 'Кэшбэк не затрагивает счёт рума.',
    on: {
      out: 'Баланс счёта уменьшится на эту сумму (у перевода — вместе с комиссией).',
      in: 'Баланс счёта увеличится на эту сумму.',
    },
    off: {
      out: 'Баланс счёта не изменится: пока вы не внесёте новый, результат «Пакет» и «Контракт» будет больше на эту сумму.',
      in: 'Баланс счёта не изменится: пока вы не внесёте новый, результат «Пакет» и «Контракт» будет меньше на эту сумму.',
    },
  },
  /** Form fields. */
  fields: {
    amount: 'Сумма',
    balance: 'Баланс',
    tournamentsCount: 'Количество турниров',
    payout: 'Вывод',
    screenshotLink: 'Ссылка на скриншот',
    secondScreenshotLink: 'Ссылка на второй скриншот',
    comment: 'Комментарий',
    targetAccount: 'Счёт зачисления',
    cashoutScreenshot: 'Скриншот вывода',
    depositScreenshot: 'Скриншот депозита',
    changeBalance: 'Изменить баланс',
    balanceBefore: 'Баланс до перевода',
    peerToPeer: 'Перевод внутри рума',
    feePercent: 'Комиссия, %',
    fee: 'Комиссия',
    account: 'Счёт',
    type: 'Тип',
    review: 'Отзыв',
  },
  /** Table column headers. */
  columns: {
    date: 'Дата',
    room: 'Рум',
    account: 'Аккаунт',
    roomAccount: 'Рум / аккаунт',
    amount: 'Сумма',
    type: 'Тип',
    screenshot: 'Скриншот',
    status: 'Статус',
    comment: 'Комментарий',
    accounts: 'Счета',
    accountShort: 'Счёт',
    startBalance: 'Баланс на начало',
    endBalance: 'Баланс на конец',
    transfersSum: 'Переводы',
    result: 'Результат',
    currencyRate: 'Валюта / курс фишек',
    clubWallet: 'Клуб / кошелёк',
    pending: 'В обработке',
    sender: 'Отправитель',
    receiver: 'Получатель',
    actions: 'Действия',
  },
} as const;
