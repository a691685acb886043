import { api, type ErrorTarget, type Listed } from '@fund/shared/api';
import { STALE_60S } from '@fund/shared/query';
import type { CashFlow } from '@fund/shared/schemas/accounting';
import type { CashFlowRow } from '@fund/shared/schemas/accounting-responses';
import type { IdAnswer } from '@fund/shared/schemas/answer';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../../../api/keys';
import { useMoneyMutation } from '../../../lib/money-mutation';
import { t } from '../texts';

const URL = '/api/accounting/cashflow/';
export const CASH_FLOW_PAGE_SIZE = 10;
/** Every page as a file (issue 40, docs/api.md "Exports"): the list has no filters. */
export const CASH_FLOW_EXPORT_PATH = `${URL}export/`;

const cashFlowQuery = (page: number) =>
  queryOptions({
    queryKey: dashboardKeys.cashFlowPage(page),
    queryFn: () =>
      api.get<Listed<CashFlowRow[]>>(
        `${URL}?limit=${CASH_FLOW_PAGE_SIZE}&offset=${(page - 1) * CASH_FLOW_PAGE_SIZE}`,
      ),
    staleTime: STALE_60S,
    placeholderData: keepPreviousData,
  });

/** One page of the player's cash flow (the previous page stays on screen while the next loads). */
export const useCashFlow = (page: number) => useQuery(cashFlowQuery(page));

export const useCreateCashFlow = (form?: ErrorTarget) =>
  useMoneyMutation((body: CashFlow, options) => api.post<IdAnswer>(URL, body, options), {
    success: t.done.cashFlow,
    changes: 'cash_flows',
    form,
  });
