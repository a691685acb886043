import { api, type Listed, type RequestOptions } from '@fund/shared/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Query keys of the back-office remote, general to specific; all remotes share one cache. */
export const backofficeKeys = {
  all: ['backoffice'] as const,
  lists: (resource: string) => [...backofficeKeys.all, resource, 'list'] as const,
  list: (resource: string, query: object) => [...backofficeKeys.lists(resource), query] as const,
  detail: (resource: string, id: number) => [...backofficeKeys.all, resource, 'detail', id] as const,
};

export const BACKOFFICE_API = '/api/backoffice';

/** A server-paged list of `/api/backoffice/<resource>/` → `{data, count}`; blank filters are left out. */
export const listQuery = <Row>(resource: string, query: Record<string, string | number | undefined>) => {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value != null),
  );
  return queryOptions({
    queryKey: backofficeKeys.list(resource, params),
    queryFn: ({ signal }) =>
      api.get<Listed<Row[]>>(`${BACKOFFICE_API}/${resource}/`, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
};

/**
 * A staff action: POST (or another method) with the caller's error handling (silent); `options`
 * carry a money action's Idempotency-Key (`useStaffAction`).
 */
export const staffRequest = <T = unknown>(
  method: 'post' | 'patch' | 'delete',
  path: string,
  body?: unknown,
  options?: RequestOptions,
) =>
  method === 'delete'
    ? api.delete<T>(`${BACKOFFICE_API}${path}`, { ...options, silent: true })
    : api[method]<T>(`${BACKOFFICE_API}${path}`, body ?? {}, { ...options, silent: true });
