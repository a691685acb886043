import { shellKeys } from '@fund/shared/query';
import { BACKOFFICE_DEFAULT_PAGE_SIZE, type WebMessageRow } from '@fund/shared/schemas/backoffice';
import type { QueryKey } from '@tanstack/react-query';
import { backofficeKeys, listQuery } from '../../../api/keys';

export const messagesListQuery = (active: string, page: number) =>
  listQuery<WebMessageRow>('messages', { active, page, per_page: BACKOFFICE_DEFAULT_PAGE_SIZE });

/** After a change: the list, the audit log, and the shell's own messages (its toasts). */
export const MESSAGES_REFRESH: QueryKey[] = [
  backofficeKeys.lists('messages'),
  backofficeKeys.lists('audit'),
  shellKeys.messages(),
];
