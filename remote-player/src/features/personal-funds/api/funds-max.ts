import { api } from '@fund/shared/api';
import type { PersonalFundsMax } from '@fund/shared/schemas/accounting-responses';
import { queryOptions } from '@tanstack/react-query';
import { dashboardKeys } from '../../../api/keys';

/** How much a cashout from this account may take; always asked afresh. */
export const fundsMaxQuery = (accountId: number) =>
  queryOptions({
    queryKey: dashboardKeys.fundsMax(accountId),
    queryFn: () => api.get<PersonalFundsMax>(`/api/accounting/personalfunds/max/?acc_record_id=${accountId}`),
    staleTime: 0,
  });
