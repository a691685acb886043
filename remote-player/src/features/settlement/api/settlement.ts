import type { SettlementPreview, TermsView } from '@fund/shared/schemas/settlement';
import { useQuery } from '@tanstack/react-query';
import { readQuery, settlementKeys } from '../../../api/keys';

/** «Если рассчитаться сейчас»: the current bundle settled now, each figure with its rows (null: nothing to settle). */
export const useSettlementPreview = () =>
  useQuery(readQuery<SettlementPreview>(settlementKeys.preview(), '/api/accounting/settlement/preview/'));

/** The contract's terms in force and a change to come (null: no contract). */
export const useContractTerms = () =>
  useQuery(readQuery<TermsView>(settlementKeys.terms(), '/api/contracts/user/terms/'));
