import type { AccountCard } from '@fund/shared/schemas/accounting-responses';
import { createTestQueryClient, dialogFocused, renderWithProviders } from '@fund/shared/test';
import type { ComponentType } from 'react';
import { dashboardKeys } from '../api/keys';
import type { RoomDialogProps } from '../lib/model';
import { acrCard } from './fixtures';

/** Opens a room dialog on account 7 and waits until it holds the focus. */
export async function openDialog(
  Dialog: ComponentType<RoomDialogProps>,
  options?: Parameters<typeof renderWithProviders>[1],
) {
  const onClose = jest.fn();
  const view = renderWithProviders(<Dialog card={acrCard(7)} onClose={onClose} />, options);
  await dialogFocused();
  return { ...view, onClose };
}

/** The dashboard has the cards cached before any room dialog opens. */
export const withCards = (cards: AccountCard[]) => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(dashboardKeys.cards(), cards);
  return queryClient;
};
