import type { AccountCard } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from './keys';

const accountCardsQuery = () =>
  readQuery<AccountCard[]>(dashboardKeys.cards(), '/api/accounting/accountcards/');

/** The player's room accounts with balances, and whether they are still being fetched. */
export const useAccountCardsQuery = () => useQuery(accountCardsQuery());

/** The player's room accounts with balances: the rooms table and every account picker. */
export const useAccountCards = () => useAccountCardsQuery().data ?? [];

/**
 * Where «Перевод между счетами» from `card` may go (spec 01 §5): the player's other account records
 * with the same chip currency. None: the rooms table does not offer the action.
 */
export const balanceTransferTargets = (cards: AccountCard[], card: AccountCard) =>
  cards.filter(
    (c) =>
      c.account_record.id !== card.account_record.id &&
      c.chip_currency !== null &&
      c.chip_currency.id === card.chip_currency?.id,
  );
