import { t as shared } from '../../ui/texts';

/** Personal funds movements, over the dashboard's shared texts. */
export const t = {
  ...shared,
  fundsMovement: 'Движение личных средств',
  maxButton: 'Максимум',
  availableToWithdraw: 'Доступно к выводу',
  done: {
    funds: 'Движение личных средств сохранено',
  },
} as const;
