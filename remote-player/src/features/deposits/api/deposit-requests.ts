import { api, type ErrorTarget } from '@fund/shared/api';
import type { DepositRequest } from '@fund/shared/schemas/accounting';
import type { DepositRequestRow } from '@fund/shared/schemas/accounting-responses';
import type { IdAnswer } from '@fund/shared/schemas/answer';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';
import { useMoneyMutation } from '../../../lib/money-mutation';
import { t } from '../texts';

const URL = '/api/accounting/depositrequests/';
/** The same rows as a file (issue 40, docs/api.md "Exports"): the list has no filters. */
export const DEPOSIT_REQUESTS_EXPORT_PATH = `${URL}export/`;

const depositRequestsQuery = () => readQuery<DepositRequestRow[]>(dashboardKeys.depositRequests(), URL);

export const useDepositRequests = () => useQuery(depositRequestsQuery()).data ?? [];

export const useCreateDepositRequest = (form?: ErrorTarget) =>
  useMoneyMutation((body: DepositRequest, options) => api.post<IdAnswer>(URL, body, options), {
    success: t.done.depositRequest,
    changes: 'deposit_requests',
    form,
  });

/** Deletes a pending request (a processed one is refused by the API). */
export const useDeleteDepositRequest = () =>
  useMoneyMutation((id: number, options) => api.delete<IdAnswer>(`${URL}${id}/`, options), {
    success: t.done.depositDeleted,
    changes: 'deposit_requests',
  });
