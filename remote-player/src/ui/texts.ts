import { ru } from '@fund/shared/i18n';

const { words } = ru;

/**
 * What the dashboard's features share: statuses, row actions, form fields and column headers. Each
 * feature's `texts.ts` spreads it and adds its own; the spec's own wording comes from the shared
 * dictionary.
 */
export const t = {
  noData: ru.common.noData,
  cancel: ru.common.cancel,
  dialogUnavailable: ru.common.dialogUnavailable,
  send: words.send,
  pending: words.pending,
  approved: 'Подтверждено',
  rejected: words.rejected,
  processed: 'Обработан',
  rejectReason: words.reason,
  cashFlowAction: words.cashFlow,
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
   * word, the shared one because that dictionary is not in the first view.
   */
  exportButton: words.export,
  /** Kinds of a cash flow and of a personal funds movement. */
  kinds: words.fundsKinds as Record<string, string>,
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
    amount: words.amount,
    balance: words.balance,
    tournamentsCount: 'Количество турниров',
    payout: words.fundsKinds.cashout,
    screenshotLink: 'Ссылка на скриншот',
    secondScreenshotLink: 'Ссылка на второй скриншот',
    comment: words.comment,
    targetAccount: 'Счёт зачисления',
    cashoutScreenshot: 'Скриншот вывода',
    depositScreenshot: 'Скриншот депозита',
    changeBalance: words.changeBalance,
    balanceBefore: 'Баланс до перевода',
    peerToPeer: 'Перевод внутри рума',
    feePercent: 'Комиссия, %',
    fee: words.fee,
    account: words.ledgerAccount,
    type: words.type,
    review: 'Отзыв',
  },
  /** Table column headers. */
  columns: {
    date: words.date,
    room: words.room,
    account: words.account,
    roomAccount: words.roomAccount,
    amount: words.amount,
    type: words.type,
    screenshot: words.screenshot,
    status: words.status,
    comment: words.comment,
    accounts: words.accounts,
    accountShort: words.ledgerAccount,
    startBalance: 'Баланс на начало',
    endBalance: 'Баланс на конец',
    transfersSum: words.transfers,
    result: 'Результат',
    currencyRate: 'Валюта / курс фишек',
    clubWallet: 'Клуб / кошелёк',
    pending: words.pending,
    sender: words.sender,
    receiver: words.receiver,
    actions: words.actions,
  },
} as const;
