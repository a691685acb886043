import { texts } from '../../texts';

/** Russian answers of the back office (docs/backoffice.md lists them per route). */
export const BO_TEXT = {
  depositNotFound: texts.money.depositNotFound,
  depositDecided: 'Запрос уже обработан.',
  depositAmount: 'Укажите сумму депозита.',
  cashFlowNotFound: 'Движение не найдено.',
  cashFlowDecided: 'Движение уже рассмотрено.',
  fundsNotFound: 'Запись не найдена.',
  fundsDecided: 'Запись уже рассмотрена.',
  fundsNoAccount: 'Счёт записи удалён, одобрить её нельзя.',
  payoutNotFound: 'Запрос на выплату не найден.',
  payoutDecided: 'Запрос на выплату уже рассмотрен.',
  payoutItems: 'Укажите сумму для каждого счёта запроса.',
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
  notCurator: 'Пользователь не куратор.',
  notPlayer: 'Студентом может быть только игрок.',
  selfCurator: 'Нельзя назначить куратором самого себя.',
  alreadyLinked: 'Студент уже закреплён за этим куратором.',
  linkNotFound: 'Связь не найдена.',
  messageNotFound: 'Сообщение не найдено.',
  messageRetired: 'Сообщение снято с показа, изменить его нельзя.',
  alreadyRetired: 'Сообщение уже снято с показа.',
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
} as const;
