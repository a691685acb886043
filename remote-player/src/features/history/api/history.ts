import { api, type Listed } from '@fund/shared/api';
import type { AccountingHistoryQuery, HistoryRow } from '@fund/shared/schemas/history';
import type { PlayerAccount } from '@fund/shared/schemas/history-responses';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

const historyKeys = {
  all: ['player', 'history'] as const,
  accounts: () => [...historyKeys.all, 'accounts'] as const,
  rows: (filters: AccountingHistoryQuery) => [...historyKeys.all, 'rows', filters] as const,
};

export const accountsQuery = () =>
  queryOptions({
    queryKey: historyKeys.accounts(),
    queryFn: () => api.get<PlayerAccount[]>('/api/users/accounts/user/'),
  });

export const historyQuery = (filters: AccountingHistoryQuery) =>
  queryOptions({
    queryKey: historyKeys.rows(filters),
    queryFn: () => api.post<Listed<HistoryRow[]>>('/api/accounting/accountinghistory/', filters),
    placeholderData: keepPreviousData,
  });
