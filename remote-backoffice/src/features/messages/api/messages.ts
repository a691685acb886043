import type { RequestOptions } from '@fund/shared/api';
import { shellKeys } from '@fund/shared/query';
import { BACKOFFICE_DEFAULT_PAGE_SIZE, type WebMessageRow } from '@fund/shared/schemas/backoffice';
import type { QueryKey } from '@tanstack/react-query';
import { backofficeKeys, listQuery, staffRequest } from '../../../api/keys';

export const messagesListQuery = (active: string, page: number) =>
  listQuery<WebMessageRow>('messages', { active, page, per_page: BACKOFFICE_DEFAULT_PAGE_SIZE });

/** After a change: the list, the audit log, and the shell's own messages (its toasts). */
export const MESSAGES_REFRESH: QueryKey[] = [
  backofficeKeys.lists('messages'),
  backofficeKeys.lists('audit'),
  shellKeys.messages(),
];

/** A new system message (POST `/messages/`), or a change of one (PATCH `/messages/<id>/`). */
export const saveMessage = (id: number | undefined, body: unknown, options: RequestOptions) =>
  id === undefined
    ? staffRequest('post', '/messages/', body, options)
    : staffRequest('patch', `/messages/${id}/`, body, options);

/** Takes a message off the air: POST `/messages/<id>/retire/`. */
export const retireMessage = (id: number, options: RequestOptions) =>
  staffRequest('post', `/messages/${id}/retire/`, {}, options);
