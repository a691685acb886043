import { api } from '@fund/shared/api';
import type { BackofficeAccountRow, BackofficeUserRow, UserRole } from '@fund/shared/schemas/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { BACKOFFICE_API, backofficeKeys, listQuery } from './keys';

/** Users by role and part of the name: the pickers of players and curators. */
export const userSearchQuery = (role: UserRole, search: string) =>
  listQuery<BackofficeUserRow>('users', { role, search, per_page: 20, active: 'true' });

/** A player's room accounts with balance, held and available (the transfer dialog). */
export const userAccountsQuery = (userId: number) =>
  queryOptions({
    queryKey: backofficeKeys.detail('user-accounts', userId),
    queryFn: ({ signal }) =>
      api.get<BackofficeAccountRow[]>(`${BACKOFFICE_API}/users/${userId}/accounts/`, { signal }),
  });
