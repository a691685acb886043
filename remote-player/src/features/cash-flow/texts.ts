import { ru } from '@fund/shared/i18n';
import { t as shared } from '../../ui/texts';

/** The cash flow table and dialog, over the dashboard's shared texts. */
export const t = {
  ...shared,
  cashFlow: ru.words.cashFlow,
  link: 'ссылка',
  done: {
    cashFlow: 'Движение средств отправлено',
  },
} as const;
