import { api, type ErrorTarget } from '@fund/shared/api';
import type { PayoutRequestRow } from '@fund/shared/schemas/accounting-responses';
import type { IdAnswer } from '@fund/shared/schemas/answer';
import type { ConfirmedPayout } from '@fund/shared/schemas/security';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';
import { useMoneyMutation } from '../../../lib/money-mutation';
import { t } from '../texts';

const URL = '/api/accounting/payoutrequestsv2/';

const payoutRequestsQuery = () => readQuery<PayoutRequestRow[]>(dashboardKeys.payoutRequests(), URL);

export const usePayoutRequests = () => useQuery(payoutRequestsQuery()).data ?? [];

export const useCreatePayoutRequest = (form?: ErrorTarget) =>
  useMoneyMutation((body: ConfirmedPayout, options) => api.post<IdAnswer>(URL, body, options), {
    success: t.payoutSent,
    changes: 'payout_requests',
    form,
  });
