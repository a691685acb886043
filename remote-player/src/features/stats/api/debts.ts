import type { DebtCategory } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';

const debtsQuery = () =>
  readQuery<DebtCategory[]>(dashboardKeys.debts(), '/api/accounting/deductibles/categories/');

export const useDebts = () => useQuery(debtsQuery()).data ?? [];
