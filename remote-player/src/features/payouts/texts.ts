import { t as shared } from '../../ui/texts';

/** Payout requests, the payout and review dialogs, over the dashboard's shared texts. */
export const t = {
  ...shared,
  payoutNoRooms: 'Нет аккаунтов в румах, по которым можно запросить расчёт: сначала добавьте аккаунт.',
  payoutRequests: 'Запросы на расчёт',
  payoutSent: 'Запрос на расчёт отправлен',
  reviewSent: 'Спасибо за отзыв',
  payoutSummary: {
    total: 'Итог пакета',
    share: 'доля',
    payout: 'к выплате',
    minFunds: 'минимум личных средств',
  },
  payoutScreenshot: (room: string) => `${room}: скриншот`,
  payoutCashierScreenshot: (room: string) => `${room}: скриншот кассы (баланс)`,
  payoutHistoryScreenshot: (room: string) => `${room}: скриншот истории`,
} as const;
