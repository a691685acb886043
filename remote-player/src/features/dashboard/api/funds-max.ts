import { api } from '@fund/shared/api';
import { queryOptions } from '@tanstack/react-query';
import { dashboardKeys } from './keys';

/** How much a cashout from this account may take; always asked afresh. */
export const fundsMaxQuery = (accountId: number) =>
  queryOptions({
    queryKey: dashboardKeys.fundsMax(accountId),
    queryFn: () =>
      api.get<{ value: string }>(`/api/accounting/personalfunds/max/?acc_record_id=${accountId}`),
    staleTime: 0,
  });
