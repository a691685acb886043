import type { ChangedKeys } from '@fund/shared/query';
import type { QueryKey } from '@tanstack/react-query';
import { dashboardKeys, settlementKeys } from '../api/keys';

// Loaded with the first money action or live money event (`loadChanges` in money-mutation.ts), not
// with the dashboard's first view (the bundle budget).

/** The money tables a player's action writes and a live event names (its `entity`). */
export type MoneyTable =
  | 'deposit_requests'
  | 'deposit_bookings'
  | 'cash_flows'
  | 'payout_requests'
  | 'reviews'
  | 'transfers'
  | 'balance_transfers'
  | 'balance_reports'
  | 'personal_funds_movements'
  | 'bonuses'
  | 'deductibles'
  | 'settlement_statements'
  | 'settlement_acceptances'
  | 'settlement_disputes'
  | 'settlement_dispute_answers'
  | 'settlement_payouts';

/**
 * What a change of each money table changes on the dashboard (issue 45 item 2; docs/contributing.md
 * "What an action refreshes"), read from the API's queries: a deposit request or a cash flow is
 * pending until the fund decides, so it moves its list and the account card's pending amount
 * only; a transfer, a balance transfer, a balance report or a personal-funds move changes the
 * ledger and every figure computed from it.
 */
export const changedBy: Record<MoneyTable, () => QueryKey[]> = {
  deposit_requests: () => [dashboardKeys.depositRequests(), dashboardKeys.bookings(), dashboardKeys.cards()],
  deposit_bookings: () => [dashboardKeys.bookings()],
  cash_flows: () => [dashboardKeys.cashFlow(), dashboardKeys.cards()],
  payout_requests: () => [dashboardKeys.payoutRequests(), dashboardKeys.payoutInfo()],
  reviews: () => [],
  transfers: () => [dashboardKeys.transfers(), dashboardKeys.ledger()],
  balance_transfers: () => [dashboardKeys.ledger()],
  balance_reports: () => [dashboardKeys.ledger()],
  personal_funds_movements: () => [dashboardKeys.fundsFlow(), dashboardKeys.ledger()],
  bonuses: () => [dashboardKeys.bonus()],
  deductibles: () => [dashboardKeys.debts(), dashboardKeys.payoutInfo(), settlementKeys.preview()],
  /**
   * A close (issue 38): a new statement, the bundle closed and the next one opened (its figures, the
   * preview from the statement's makeup, the terms in force from it).
   */
  settlement_statements: () => [
    settlementKeys.statements(),
    settlementKeys.terms(),
    dashboardKeys.bundle(),
    dashboardKeys.ledger(),
  ],
  /** An acceptance, a disputed line, the fund's answer, the payout: the statements' statuses, no figure. */
  settlement_acceptances: () => [settlementKeys.statements()],
  settlement_disputes: () => [settlementKeys.statements()],
  settlement_dispute_answers: () => [settlementKeys.statements()],
  settlement_payouts: () => [settlementKeys.statements()],
};

/**
 * The dashboard's keys a live money event refreshes: its table's, or all of them for a staff
 * approval (it moves the ledger: a deposit processed, a cash flow or payout approved) and for a
 * table not listed (a contract or a room account: rare, and anything may follow).
 */
export const moneyKeysOf: ChangedKeys = (change) =>
  change.status === 'approved' || !Object.hasOwn(changedBy, change.entity)
    ? [dashboardKeys.money()]
    : changedBy[change.entity as MoneyTable]();
