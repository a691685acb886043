import { texts } from '../../texts';

/** Russian answers of the back office (docs/backoffice.md lists them per route). */
export const BO_TEXT = {
  depositNotFound: texts.money.depositNotFound,
  depositDeleted: 'Игрок удалил запрос.',
  depositAmount: 'Укажите сумму депозита.',
  cashFlowNotFound: 'Движение не найдено.',
  fundsNotFound: 'Запись не найдена.',
  fundsNoAccount: 'Счёт записи удалён, одобрить её нельзя.',
  payoutNotFound: 'Запрос на выплату не найден.',
  payoutItems: 'Укажите сумму для каждого счёта запроса.',
  pageTooFar: 'Страница слишком далеко от начала и конца списка: сузьте фильтр (игрок, даты).',
  accountNotFound: texts.money.accountNotFound,
  sameRoom: 'Счета отправителя и получателя должны быть в одном руме.',
  samePlayer: 'Отправитель и получатель — один и тот же игрок.',
  transferNotFound: texts.transfers.notFound,
  transferStarted: 'Перевод уже в работе у игрока, отменить его нельзя.',
  userNotFound: 'Пользователь не найден.',
  formMissing: 'Анкета не заполнена.',
  alreadyActive: 'Пользователь уже активен.',
  alreadyInactive: 'Пользователь уже отключён.',
  notYourself: 'Нельзя отключить самого себя.',
  notOnAdministrator: 'Включать и отключать администратора может только администратор.',
  lastAdministrator: 'Нельзя отключить последнего администратора.',
  changeAdministrator: 'Изменять администратора может только администратор.',
  notCurator: 'Пользователь не куратор.',
  notPlayer: 'Студентом может быть только игрок.',
  selfCurator: 'Нельзя назначить куратором самого себя.',
  alreadyLinked: 'Студент уже закреплён за этим куратором.',
  linkNotFound: 'Связь не найдена.',
  messageNotFound: 'Сообщение не найдено.',
  messageRetired: 'Сообщение снято с показа, изменить его нельзя.',
  alreadyRetired: 'Сообщение уже снято с показа.',
  /** A race lost to another decision: what was decided, by whom and when (Moscow time, the fund's). */
  alreadyDecided: (decision: string, by: string, at: string) => `${decision}: ${by}, ${at} МСК.`,
  /** `decided_by` is empty on rows decided before it was recorded. */
  unknownStaff: 'сотрудник фонда',
} as const;

/** The decision a late staff action lost to, by queue and status (the noun's gender differs). */
export const DECIDED_TEXT = {
  deposit_request: { processed: 'Запрос уже проведён', rejected: 'Запрос уже отклонён' },
  cash_flow: { approved: 'Движение уже одобрено', rejected: 'Движение уже отклонено' },
  personal_funds: { approved: 'Запись уже одобрена', rejected: 'Запись уже отклонена' },
  payout_request: { approved: 'Запрос на выплату уже выплачен', rejected: 'Запрос на выплату уже отклонён' },
} as const;

/** The texts of the players' notices. */
export const NOTICE_TEXT = {
  depositProcessed: (amount: string, currency: string) => `Запрос депозита обработан: ${amount} ${currency}.`,
  depositRejected: (reason: string) => `Запрос депозита отклонён: ${reason}`,
  cashFlowApproved: 'Движение по счёту одобрено.',
  cashFlowRejected: (reason: string) => `Движение по счёту отклонено: ${reason}`,
  payoutApproved: 'Запрос на выплату рассчитан и выплачен.',
  payoutRejected: (reason: string) => `Запрос на выплату отклонён: ${reason}`,
  fundsApproved: 'Операция с личными средствами одобрена.',
  fundsRejected: (reason: string) => `Операция с личными средствами отклонена: ${reason}`,
  transferCreated: (amount: string, currency: string) => `Новый перевод: ${amount} ${currency}.`,
  /** Issue 38 item 5: a closed bundle's statement, and the fund's answer to a disputed line. */
  statementClosed: (bundle: number, payout: string, days: number) =>
    `Пакет ${bundle} закрыт, выписка сформирована: к выплате ${payout} USD. Примите её или оспорьте строки в течение ${days} дн. (в «Если рассчитаться сейчас» → «Выписки по пакетам»); молчание — согласие.`,
  statementPaid: (statement: number, amount: string) =>
    `Выплата по выписке № ${statement} отмечена: ${amount} USD.`,
  disputeAnswered: (statement: number, decision: string, reason: string) =>
    `Фонд ответил на оспоренную строку выписки № ${statement}: ${decision} — ${reason}`,
} as const;
