import { api } from '@fund/shared/api';
import type { ReviewedStatement } from '@fund/shared/schemas/settlement';
import { queryOptions } from '@tanstack/react-query';
import { BACKOFFICE_API, backofficeKeys } from '../../../api/keys';

/** A player's statements, the chain's order, each with its status and payout (issue 38 item 6). */
export const playerStatementsQuery = (userId: number) =>
  queryOptions({
    queryKey: backofficeKeys.detail('settlement-statements', userId),
    queryFn: ({ signal }) =>
      api.get<ReviewedStatement[]>(`${BACKOFFICE_API}/users/${userId}/settlement-statements/`, { signal }),
  });
