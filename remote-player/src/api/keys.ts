import { api } from '@fund/shared/api';
import { STALE_60S } from '@fund/shared/query';
import type { AccountingHistoryFilters } from '@fund/shared/schemas/history';
import { queryOptions } from '@tanstack/react-query';

/**
 * The player remote's query keys (its one key file; each page's factory below the dashboard's).
 * The dashboard's, general to specific. Everything a money action can change sits
 * under `money()`, so one invalidation refreshes it; the notices live beside it.
 */
export const dashboardKeys = {
  all: ['player', 'dashboard'] as const,
  money: () => [...dashboardKeys.all, 'money'] as const,
  /** The figures computed from the ledger: what a movement or a balance report moves. */
  ledger: () => [...dashboardKeys.money(), 'ledger'] as const,
  cards: () => [...dashboardKeys.ledger(), 'cards'] as const,
  fundsSum: () => [...dashboardKeys.ledger(), 'funds-sum'] as const,
  fundsMax: (accountId: number) => [...dashboardKeys.ledger(), 'funds-max', accountId] as const,
  contractResult: () => [...dashboardKeys.ledger(), 'contract-result'] as const,
  bundleResult: () => [...dashboardKeys.ledger(), 'bundle-result'] as const,
  payoutInfo: () => [...dashboardKeys.ledger(), 'payout-info'] as const,
  fundsFlow: () => [...dashboardKeys.money(), 'funds-flow'] as const,
  contract: () => [...dashboardKeys.money(), 'contract'] as const,
  contractLast: () => [...dashboardKeys.contract(), 'last'] as const,
  bundle: () => [...dashboardKeys.money(), 'bundle'] as const,
  entries: (scope: 'contract' | 'bundle') => [...dashboardKeys[scope](), 'entries'] as const,
  transfers: () => [...dashboardKeys.money(), 'transfers'] as const,
  cashFlow: () => [...dashboardKeys.money(), 'cash-flow'] as const,
  cashFlowPage: (page: number) => [...dashboardKeys.cashFlow(), page] as const,
  depositRequests: () => [...dashboardKeys.money(), 'deposit-requests'] as const,
  bookings: () => [...dashboardKeys.money(), 'bookings'] as const,
  payoutRequests: () => [...dashboardKeys.money(), 'payout-requests'] as const,
  shark: () => [...dashboardKeys.money(), 'shark'] as const,
  bonus: () => [...dashboardKeys.money(), 'bonus'] as const,
  nicknames: () => [...dashboardKeys.money(), 'nicknames'] as const,
  debts: () => [...dashboardKeys.money(), 'debts'] as const,
  notices: () => [...dashboardKeys.all, 'notices'] as const,
};

/** A plain GET read of the dashboard, fresh for a minute. */
export const readQuery = <T>(queryKey: readonly unknown[], url: string) =>
  queryOptions({ queryKey, queryFn: () => api.get<T>(url), staleTime: STALE_60S });

export const historyKeys = {
  all: ['player', 'history'] as const,
  accounts: () => [...historyKeys.all, 'accounts'] as const,
  page: (filters: AccountingHistoryFilters, page: number) =>
    [...historyKeys.all, 'rows', filters, page] as const,
};

export const teamKeys = {
  all: ['player', 'team'] as const,
  table: () => [...teamKeys.all, 'table'] as const,
};

export const uploadKeys = {
  all: ['player', 'uploads'] as const,
  expected: () => [...uploadKeys.all, 'expected'] as const,
};

export const onboardingKeys = {
  all: ['player', 'onboarding'] as const,
  countries: () => [...onboardingKeys.all, 'countries'] as const,
  regions: () => [...onboardingKeys.all, 'residence-regions'] as const,
};

/** The preview is a figure of the ledger (`ledger()`: a movement refreshes it); the terms are not. */
export const settlementKeys = {
  preview: () => [...dashboardKeys.ledger(), 'settlement-preview'] as const,
  terms: () => [...dashboardKeys.money(), 'contract-terms'] as const,
  /** The frozen statements (issue 38 items 4-6): a close adds one; an answer changes a status, never a figure. */
  statements: () => [...dashboardKeys.money(), 'settlement-statements'] as const,
  statement: (id: number) => [...settlementKeys.statements(), id] as const,
};
