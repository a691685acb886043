import type { PayoutInfo } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';

const payoutInfoQuery = () => readQuery<PayoutInfo>(dashboardKeys.payoutInfo(), '/api/users/current/payout/');

/** The bundle's result, share and payout shown above the payout form. */
export const usePayoutInfo = () => useQuery(payoutInfoQuery()).data;
