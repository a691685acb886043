import type { Contract } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from './keys';

export const contractQuery = () =>
  readQuery<Contract | null>(dashboardKeys.contractLast(), '/api/contracts/user/last/');

/** The player's last contract with its bundles (the chart). */
export const useContract = () => useQuery(contractQuery()).data;
