import { api, type RequestOptions } from '@fund/shared/api';
import { shellKeys } from '@fund/shared/query';
import type {
  HomeworkCreate,
  HomeworkFilter,
  HomeworkList,
  HomeworkRow,
  HomeworkUpdate,
} from '@fund/shared/schemas/curator';
import type { HomeworkRead } from '@fund/shared/schemas/curator-rows';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { homeworkKeys, studentKeys } from '../../../api/keys';

/** Whose homework: the selected students (curator) or one's own (student). */
export type HomeworkScope = { role: 'curator'; players: number[] } | { role: 'player' };

export interface HomeworkListParams {
  scope: HomeworkScope;
  filter: HomeworkFilter;
  perPage: number;
  page: number;
}

/**
 * A page of the list by number (spec 02 §9); `after` (issue 43), the previous page's last row
 * `<deadline>|<id>`, asks the server for the rows after it instead — the same page, read by the
 * cursor (its cost does not grow with the page's number). The key is the page's, either way.
 */
export const homeworkListQuery = (params: HomeworkListParams, after?: string) =>
  queryOptions({
    queryKey: homeworkKeys.list(params),
    queryFn: () =>
      api.get<HomeworkList>('/api/homework/', {
        query: {
          ...(params.scope.role === 'curator' ? { players: params.scope.players.join(',') } : {}),
          filter: params.filter,
          per_page: params.perPage === 0 ? 'all' : params.perPage,
          page: params.page,
          ...(after ? { after } : {}),
        },
      }),
  });

/**
 * The cursor of page `params.page`: the last row of the page before, when the client holds that
 * page full (`size` rows); else none (the server counts the page by number).
 */
export function pageCursor(
  client: QueryClient,
  params: HomeworkListParams,
  size: number,
): string | undefined {
  if (params.page < 2) return undefined;
  const before = client.getQueryData(homeworkListQuery({ ...params, page: params.page - 1 }).queryKey);
  const last = before?.data.at(-1);
  return last && before?.data.length === size ? `${last.deadline}|${last.id}` : undefined;
}

/** The list's export (issue 40): its filters (no paging), CSV for Excel / CSV / XLSX. */
export const HOMEWORK_EXPORT_PATH = '/api/homework/export/';

/** The list's filters as the export's query. */
export const homeworkExportQuery = (
  scope: HomeworkScope,
  filter: HomeworkFilter,
): Record<string, string> => ({
  ...(scope.role === 'curator' ? { players: scope.players.join(',') } : {}),
  filter,
});

export const homeworkQuery = (id: number) =>
  queryOptions({
    queryKey: homeworkKeys.detail(id),
    queryFn: () => api.get<HomeworkRow>(`/api/homework/${id}/`),
  });

export const createHomework = (body: HomeworkCreate, options?: RequestOptions) =>
  api.post<HomeworkRow[]>('/api/homework/', body, options);
export const curatorUpdate = (id: number, body: HomeworkUpdate, options?: RequestOptions) =>
  api.patch<HomeworkRow>(`/api/homework/${id}/curator/`, body, options);
export const markCompleted = (id: number, options: RequestOptions) =>
  api.patch<HomeworkRow>(`/api/homework/${id}/`, { is_completed: true }, options);
export const closeHomework = (id: number, options: RequestOptions) =>
  api.patch<HomeworkRow>(`/api/homework/${id}/curator/`, { is_closed: true }, options);
export const markRead = (id: number, options: RequestOptions) =>
  api.post<HomeworkRead>(`/api/homework/${id}/read/`, undefined, options);
export const sendMessage = (id: number, text: string, options: RequestOptions) =>
  api.post<HomeworkRow>(`/api/homework/${id}/messages/`, { text }, options);
export const editMessage = (id: number, messageId: number, text: string, options: RequestOptions) =>
  api.patch<HomeworkRow>(`/api/homework/${id}/messages/${messageId}/`, { text }, options);

/**
 * What a homework action changes (its `useAction`'s `changes`): the homework lists, the student
 * picker's counts and the menu badges of both roles (the host refetches shellKeys.notifications).
 */
export const homeworkChanges = [
  homeworkKeys.lists(),
  studentKeys.all,
  shellKeys.notifications('curator'),
  shellKeys.notifications('player'),
];

/** `useAction`'s `update`: the homework an action answers with shows at once (a creation answers a list). */
export function showHomework(answer: HomeworkRow | HomeworkRow[], client: QueryClient): void {
  if (answer && !Array.isArray(answer)) client.setQueryData(homeworkKeys.detail(answer.id), answer);
}
