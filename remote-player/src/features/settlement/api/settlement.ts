import type { SettlementPreview, TermsView } from '@fund/shared/schemas/settlement';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../lib/keys';

/** Under `money()`: a money action refreshes them with the rest of the dashboard. */
const keys = {
  preview: () => [...dashboardKeys.money(), 'settlement-preview'] as const,
  terms: () => [...dashboardKeys.money(), 'contract-terms'] as const,
};

/** «Если рассчитаться сейчас»: the current bundle settled now, each figure with its rows (null: nothing to settle). */
export const useSettlementPreview = () =>
  useQuery(readQuery<SettlementPreview>(keys.preview(), '/api/accounting/settlement/preview/'));

/** The contract's terms in force and a change to come (null: no contract). */
export const useContractTerms = () =>
  useQuery(readQuery<TermsView>(keys.terms(), '/api/contracts/user/terms/'));
