import { ru } from '@fund/shared/i18n';
import { t as shared } from '../../ui/texts';

/** The rooms table and its balance dialog, over the dashboard's shared texts. */
export const t = {
  ...shared,
  rooms: 'Румы',
  actions: ru.words.actions,
  changeBalance: ru.words.changeBalance,
  currentBalance: 'Текущий баланс',
  pendingCashflow: 'Кэшфлоу',
  pendingDepositsShort: ru.words.deposits,
  save: ru.common.save,
  done: {
    balance: 'Баланс сохранён',
  },
} as const;
