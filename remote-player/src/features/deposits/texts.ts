import { ru } from '@fund/shared/i18n';
import { t as shared } from '../../ui/texts';

/** Deposit requests, their dialog and the booking board, over the dashboard's shared texts. */
export const t = {
  ...shared,
  depositProcessing: ru.home.depositProcessing,
  delete: ru.common.delete,
  depositRequests: 'Запросы депозита',
  booking: 'Бронирование депозитов',
  book: 'Забронировать',
  booked: 'Забронирован вами',
  pendingDeposits: 'Ожидают обработки',
  deleteDepositQuestion: 'Удалить запрос депозита?',
  bookQuestion: 'Забронировать депозит?',
  bookFinal: 'Депозит закрепится за вами, отменить бронь нельзя.',
  done: {
    depositRequest: 'Запрос депозита отправлен',
    depositDeleted: 'Запрос депозита удалён',
    booked: 'Депозит забронирован',
  },
} as const;
