import { t as shared } from '../../ui/texts';

/** The cash flow table and dialog, over the dashboard's shared texts. */
export const t = {
  ...shared,
  cashFlow: 'Движение средств',
  link: 'ссылка',
  done: {
    cashFlow: 'Движение средств отправлено',
  },
} as const;
