import type { AccountCard } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from './keys';

const accountCardsQuery = () =>
  readQuery<AccountCard[]>(dashboardKeys.cards(), '/api/accounting/accountcards/');

/** The player's room accounts with balances, and whether they are still being fetched. */
export const useAccountCardsQuery = () => useQuery(accountCardsQuery());

/** The player's room accounts with balances: the rooms table and every account picker. */
export const useAccountCards = () => useAccountCardsQuery().data ?? [];
