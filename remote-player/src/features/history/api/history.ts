import { api, type Listed } from '@fund/shared/api';
import type { AccountingHistoryFilters, HistoryRow } from '@fund/shared/schemas/history';
import type { PlayerAccount } from '@fund/shared/schemas/history-responses';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { historyKeys } from '../../../api/keys';
import { PAGE_SIZE } from '../model';

export const accountsQuery = () =>
  queryOptions({
    queryKey: historyKeys.accounts(),
    queryFn: () => api.get<PlayerAccount[]>('/api/users/accounts/user/'),
  });

type HistoryPage = Listed<HistoryRow[]>;

/**
 * Where page `page` starts (issue 43, docs/api.md): after the last row of the nearest page before
 * it that is already loaded (a keyset cursor), skipping the pages between; with none loaded, by
 * offset from the start. Page after page, the server never counts past a cursor.
 */
export function pagePosition(
  page: number,
  loaded: (page: number) => HistoryPage | undefined,
): { after?: string; offset: number } {
  for (let known = page - 1; known >= 1; known -= 1) {
    const last = loaded(known)?.data.at(-1);
    if (last) return { after: `${last.created_datetime}|${last.id}`, offset: (page - 1 - known) * PAGE_SIZE };
  }
  return { offset: (page - 1) * PAGE_SIZE };
}

/** One page of the history, `PAGE_SIZE` rows, and the count of every row (from the server). */
export const historyPageQuery = (
  filters: AccountingHistoryFilters,
  page: number,
  loaded: (filters: AccountingHistoryFilters, page: number) => HistoryPage | undefined,
) =>
  queryOptions({
    queryKey: historyKeys.page(filters, page),
    queryFn: () =>
      api.post<HistoryPage>('/api/accounting/accountinghistory/', {
        ...filters,
        limit: PAGE_SIZE,
        ...pagePosition(page, (known) => loaded(filters, known)),
      }),
    placeholderData: keepPreviousData,
  });

/** The cache's key of a page (what `loaded` looks up). */
export const historyPageKey = historyKeys.page;

/** The history's export (issue 40): the page's filters, CSV for Excel / CSV / XLSX. */
export const HISTORY_EXPORT_PATH = '/api/accounting/accountinghistory/export/';

/** The player's monthly statement (issue 40), a month 'YYYY-MM'. */
export const statementPath = (month: string) => `/api/accounting/statements/${month}/`;
