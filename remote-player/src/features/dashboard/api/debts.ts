import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from './keys';
import type { DebtCategory } from './types';

export const debtsQuery = () =>
  readQuery<DebtCategory[]>(dashboardKeys.debts(), '/api/accounting/deductibles/categories/');

export const useDebts = () => useQuery(debtsQuery()).data ?? [];
