import { t as shared } from '../../ui/texts';

/** The notices bell, over the dashboard's shared texts. */
export const t = {
  ...shared,
  notices: 'Уведомления',
  noNotices: 'Уведомлений нет',
  unread: (count: number) => `Уведомления: ${count} непрочитанных`,
} as const;
