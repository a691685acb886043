import type { SettlementPreview, TermsView } from '@fund/shared/schemas/settlement';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';

/** The preview is a figure of the ledger (`ledger()`: a movement refreshes it); the terms are not. */
export const settlementKeys = {
  preview: () => [...dashboardKeys.ledger(), 'settlement-preview'] as const,
  terms: () => [...dashboardKeys.money(), 'contract-terms'] as const,
  /** The frozen statements (issue 38 items 4-6): a close adds one; an answer changes a status, never a figure. */
  statements: () => [...dashboardKeys.money(), 'settlement-statements'] as const,
  statement: (id: number) => [...settlementKeys.statements(), id] as const,
};

/** «Если рассчитаться сейчас»: the current bundle settled now, each figure with its rows (null: nothing to settle). */
export const useSettlementPreview = () =>
  useQuery(readQuery<SettlementPreview>(settlementKeys.preview(), '/api/accounting/settlement/preview/'));

/** The contract's terms in force and a change to come (null: no contract). */
export const useContractTerms = () =>
  useQuery(readQuery<TermsView>(settlementKeys.terms(), '/api/contracts/user/terms/'));
