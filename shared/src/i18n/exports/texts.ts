/**
 * Texts of the tables' exports (issue 40, docs/api.md "Exports") and the history table's columns,
 * apart from ru.ts so that the host's first view does not carry them (the bundle budget).
 */

/** The history table's (the page's and the export's header row). */
export const historyTexts = {
  /** A personal funds «deposit», which the ledger's «Депозит от фонда» must not be confused with. */
  personalFundsDeposit: 'Пополнение личных средств',
  /** The table's columns (the page and the export's header row). */
  columns: {
    room_name: 'Рум',
    account_record_name: 'Аккаунт',
    currency_name: 'Валюта',
    amount: 'Сумма',
    type: 'Тип',
    created_datetime: 'Дата',
  },
};

/** Exports of a table: the menu, the file names and columns, the refusals. */
export const exportTexts = {
  button: 'Экспорт',
  csvExcel: 'CSV для Excel',
  csv: 'CSV',
  xlsx: 'XLSX',
  historyFile: 'история',
  payoutsFile: 'выплаты',
  /** The payout queue's file: one row per room account of a request. */
  payoutColumns: {
    request: 'Заявка',
    player: 'Игрок',
    status: 'Статус',
    created: 'Создана',
    paid: 'Выплачена',
  },
  payoutStatuses: {
    pending: 'Ожидает',
    approved: 'Одобрено',
    rejected: 'Отклонено',
    paid: 'Выплачено',
  } as Record<string, string>,
  /** The monthly statement (PDF): the button, a month of the menu, the fallback file name. */
  statement: 'Выписка за месяц (PDF)',
  statementShort: 'Выписка (PDF)',
  statementMonth: (month: string, year: number) => `${month} ${year}`,
  openMonth: 'период не закрыт',
  statementFile: 'выписка',
  tooLong: (years: number) => `Период выгрузки — не больше ${years} лет`,
  unknownRoom: 'Нет счёта в этом руме',
};
