import { api, type RequestOptions } from '@fund/shared/api';
import type { StatementPayout } from '@fund/shared/schemas/settlement';
import { queryOptions } from '@tanstack/react-query';
import { BACKOFFICE_API, backofficeKeys, staffRequest } from '../../../api/keys';

/** Accepted statements to pay (issue 38 item 5): the amount is the statement's payout. */
export const statementPayoutsKey = backofficeKeys.lists('settlement-payouts');
export const statementPayoutsQuery = () =>
  queryOptions({
    queryKey: statementPayoutsKey,
    queryFn: ({ signal }) => api.get<StatementPayout[]>(`${BACKOFFICE_API}/settlement/payouts/`, { signal }),
  });

/** Records the statement's payout (its own amount; nothing typed). */
export const payStatement = (statementId: number, options: RequestOptions) =>
  staffRequest('post', `/settlement/statements/${statementId}/pay/`, {}, options);
