import type { Contract } from '@fund/shared/schemas/accounting-responses';
import { dashboardKeys, readQuery } from '../../../api/keys';

/** The player's last contract with its bundles (the chart). */
export const contractQuery = () =>
  readQuery<Contract | null>(dashboardKeys.contractLast(), '/api/contracts/user/last/');
