import { api, type Listed } from '@fund/shared/api';
import { STALE_60S } from '@fund/shared/query';
import type { PlayerNotices } from '@fund/shared/schemas/backoffice';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  AccountCard,
  Bonus,
  BookingRow,
  CashFlowRow,
  Contract,
  DebtCategory,
  DepositRequestRow,
  Entries,
  FundsRow,
  FundsSum,
  PayoutInfo,
  PayoutRequestRow,
  ResultSummary,
  SharkStats,
  Transfer,
} from './types';

export const CASH_FLOW_PAGE_SIZE = 10;

export const dashboardKeys = {
  all: ['player', 'dashboard'] as const,
  part: (name: string) => [...dashboardKeys.all, name] as const,
  contract: ['player', 'contract'] as const,
  bundle: ['player', 'bundle'] as const,
  transfers: ['player', 'transfers'] as const,
  cashFlow: (page: number) => ['player', 'dashboard', 'cashflow', page] as const,
  notices: ['player', 'notices'] as const,
};

const get = <T>(key: readonly unknown[], url: string) =>
  queryOptions({ queryKey: key, queryFn: () => api.get<T>(url), staleTime: STALE_60S });

export const dashboardQueries = {
  cards: () => get<AccountCard[]>(dashboardKeys.part('cards'), '/api/accounting/accountcards/'),
  funds: () => get<FundsSum>(dashboardKeys.part('funds'), '/api/accounting/reports/personalfundssum/'),
  fundsFlow: () => get<FundsRow[]>(dashboardKeys.part('funds-flow'), '/api/accounting/playerfundflow/'),
  contractResult: () =>
    get<ResultSummary>([...dashboardKeys.contract, 'result'], '/api/accounting/reports/contractresult/'),
  bundleResult: () =>
    get<ResultSummary>([...dashboardKeys.bundle, 'result'], '/api/accounting/reports/bundleresult/'),
  contract: () => get<Contract | null>([...dashboardKeys.contract, 'last'], '/api/contracts/user/last/'),
  transfers: () =>
    get<{ to_send: Transfer[]; to_receive: Transfer[] }>(
      dashboardKeys.transfers,
      '/api/accounting/transfersv2/',
    ),
  deposits: () =>
    get<DepositRequestRow[]>(dashboardKeys.part('deposits'), '/api/accounting/depositrequests/'),
  bookings: () =>
    get<BookingRow[]>(dashboardKeys.part('bookings'), '/api/accounting/depositrequests/tableau/'),
  payoutRequests: () =>
    get<PayoutRequestRow[]>(dashboardKeys.part('payout-requests'), '/api/accounting/payoutrequestsv2/'),
  payout: () => get<PayoutInfo>(dashboardKeys.part('payout'), '/api/users/current/payout/'),
  shark: () => get<SharkStats | null>(dashboardKeys.part('shark'), '/api/shark/stats/30days/'),
  bonus: () => get<Bonus | null>(dashboardKeys.part('bonus'), '/api/accounting/bonus/'),
  nicknames: () =>
    get<{ nicknames_tooltip: string }>(
      dashboardKeys.part('nicknames'),
      '/api/shark/playergroup/alltournaments/',
    ),
  debts: () => get<DebtCategory[]>(dashboardKeys.part('debts'), '/api/accounting/deductibles/categories/'),
  entriesContract: () =>
    get<Entries>([...dashboardKeys.contract, 'entries'], '/api/shark/playergroup/totalentries/contract/'),
  entriesBundle: () =>
    get<Entries>([...dashboardKeys.bundle, 'entries'], '/api/shark/playergroup/totalentries/bundle/'),
  cashFlow: (page: number) =>
    queryOptions({
      queryKey: dashboardKeys.cashFlow(page),
      queryFn: () =>
        api.get<Listed<CashFlowRow[]>>(
          `/api/accounting/cashflow/?limit=${CASH_FLOW_PAGE_SIZE}&offset=${(page - 1) * CASH_FLOW_PAGE_SIZE}`,
        ),
      staleTime: STALE_60S,
      placeholderData: keepPreviousData,
    }),
  /** The player's notices (answers to their requests): the badge; refreshed when the window regains focus. */
  notices: () =>
    queryOptions({
      queryKey: dashboardKeys.notices,
      queryFn: () => api.get<PlayerNotices>('/api/accounting/notifications/'),
      staleTime: STALE_60S,
      refetchOnWindowFocus: true,
    }),
  fundsMax: (accountId: number) =>
    queryOptions({
      queryKey: [...dashboardKeys.all, 'funds-max', accountId],
      queryFn: () =>
        api.get<{ value: string }>(`/api/accounting/personalfunds/max/?acc_record_id=${accountId}`),
    }),
};

/** After any successful money action: dashboard, contract, bundle and transfer queries refresh. */
export function useRefreshMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [dashboardKeys.all, dashboardKeys.contract, dashboardKeys.bundle, dashboardKeys.transfers].map(
        (queryKey) => client.invalidateQueries({ queryKey }),
      ),
    );
}
