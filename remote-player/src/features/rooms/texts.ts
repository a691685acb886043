import { ru } from '@fund/shared/i18n';
import { t as shared } from '../../ui/texts';

/** The rooms table and its balance dialog, over the dashboard's shared texts. */
export const t = {
  ...shared,
  rooms: 'Румы',
  actions: 'Действия',
  changeBalance: 'Изменить баланс',
  currentBalance: 'Текущий баланс',
  pendingCashflow: 'Кэшфлоу',
  pendingDepositsShort: 'Депозиты',
  save: ru.common.save,
  done: {
    balance: 'Баланс сохранён',
  },
} as const;
