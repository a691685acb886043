import { decisionTexts } from '../decisions/texts';
import { ru } from '../ru';
import { securityTexts } from '../security/texts';
import { settlementTexts } from '../settlement/texts';

const { words } = ru;

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
    room_name: words.room,
    account_record_name: words.account,
    currency_name: 'Валюта',
    amount: words.amount,
    type: words.type,
    created_datetime: words.date,
  },
};

/** A payout request's statuses (the queue's badges and files). */
const pending = 'Ожидает';
const payoutStatuses = { pending, approved: 'Одобрено', rejected: words.rejected, paid: 'Выплачено' };
/** A transfer still to confirm: new, held (reserved on the sender's balance), sent to the caller. */
const transferStatuses = { new: 'Новый', held: 'Зарезервирован', sent: 'Отправлен' };
const processed = 'Проведён';
const transfer = 'Перевод';

/** Exports of a table: the menu, the file names and columns, the refusals. */
export const exportTexts = {
  button: words.export,
  csvExcel: 'CSV для Excel',
  csv: 'CSV',
  xlsx: 'XLSX',
  historyFile: 'история',
  payoutsFile: 'выплаты',
  auditFile: 'журнал',
  depositRequestsFile: 'запросы_депозита',
  transfersFile: 'переводы',
  cashFlowFile: 'движение_средств',
  personalFundsFile: 'личные_средства',
  /** The curator's homework list (a row per task; the page's words). */
  homework: {
    file: 'домашние_задания',
    topic: words.topic,
    player: words.student,
    curator: words.curator,
    created: words.created,
    deadline: 'Дедлайн',
    completed: 'Выполнено',
    closed: 'Закрыто',
    overdue: 'Просрочено',
    messages: 'Сообщения',
  },
  /** The columns the player's transfers, deposit requests, cash flow and personal funds add to the history's. */
  ownColumns: {
    status: words.status,
    comment: words.comment,
    processed: 'Проведено',
    direction: words.direction,
    sender: words.sender,
    receiver: words.receiver,
    screenshot: words.screenshot,
    rejectReason: 'Причина отказа',
  },
  directions: { send: words.send, receive: words.receive } as Record<string, string>,
  /** The fund as a transfer's receiver (no account of a player). */
  fund: words.fund,
  depositStatuses: {
    pending,
    processed,
    rejected: 'Отклонён',
  } as Record<string, string>,
  transferStatuses: transferStatuses as Record<string, string>,
  /** The payout queue's file: one row per room account of a request. */
  payoutColumns: {
    request: 'Заявка',
    player: words.player,
    status: words.status,
    created: 'Создана',
    paid: 'Выплачена',
  },
  payoutStatuses: payoutStatuses as Record<string, string>,
  /** Every status of the back office's queues (their badges and files). */
  queueStatuses: {
    ...payoutStatuses,
    ...transferStatuses,
    processed,
    deleted: 'Удалён игроком',
    received: 'Получен',
    cancelled: 'Отменён',
  } as Record<string, string>,
  /** The back office's queues' files (besides the history's and the payout file's columns). */
  queueColumns: {
    decidedAt: 'Решено',
    amountUsd: 'Сумма, USD',
    originalAmount: 'Сумма в валюте рума',
    transfer,
  },
  /** The monthly statement (PDF): the button, a month of the menu, the fallback file name. */
  statement: 'Выписка за месяц (PDF)',
  statementShort: 'Выписка (PDF)',
  statementMonth: (month: string, year: number) => `${month} ${year}`,
  openMonth: 'период не закрыт',
  statementFile: 'выписка',
  tooLong: (years: number) => `Период выгрузки — не больше ${years} лет`,
  unknownRoom: 'Нет счёта в этом руме',
};

/** The back office's audit log: its columns, actions and objects (the page's and the export's). */
export const auditTexts = {
  actor: 'Сотрудник',
  action: 'Действие',
  entity: 'Объект',
  entityId: 'Номер объекта',
  when: securityTexts.when,
  before: 'Было',
  after: 'Стало',
  actions: {
    'deposit_request.process': decisionTexts.deposit_requests.approved,
    'deposit_request.reject': decisionTexts.deposit_requests.rejected,
    'cash_flow.approve': 'Движение одобрено',
    'cash_flow.reject': 'Движение отклонено',
    'payout_request.settle': 'Выплата рассчитана',
    'payout_request.reject': decisionTexts.payout_requests.rejected,
    'personal_funds.approve': 'Личные средства одобрены',
    'personal_funds.reject': 'Личные средства отклонены',
    'transfer.create': 'Перевод создан',
    'transfer.cancel': 'Перевод отменён',
    'web_message.create': 'Сообщение создано',
    'web_message.update': 'Сообщение изменено',
    'web_message.retire': 'Сообщение снято',
    'user.activate': 'Пользователь включён',
    'user.deactivate': 'Пользователь отключён',
    'curator_link.create': 'Куратор назначен',
    'curator_link.delete': 'Куратор откреплён',
    'contract_terms.set': 'Условия договора изменены',
    'settlement_statement.close': settlementTexts.closed,
    'settlement_statement.accept': settlementTexts.auditAccepted,
    'settlement_statement.dispute': settlementTexts.auditDisputed,
    'settlement_dispute.answer': settlementTexts.auditAnswered,
    'settlement_statement.pay': settlementTexts.auditPaid,
    'settlement_settings.set': settlementTexts.auditSettings,
  } as Record<string, string>,
  entities: {
    deposit_request: 'Запрос депозита',
    cash_flow: words.cashFlow,
    payout_request: 'Запрос на выплату',
    personal_funds: words.personalFunds,
    transfer,
    web_message: 'Системное сообщение',
    user: words.user,
    curator_link: 'Связь куратор — студент',
    contract_terms: settlementTexts.terms,
    settlement_statement: settlementTexts.statement,
    settlement_dispute: settlementTexts.disputedLine,
    settlement_settings: settlementTexts.settings,
  } as Record<string, string>,
};
