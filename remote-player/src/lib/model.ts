import type { AccountCard, Transfer } from '@fund/shared/schemas/accounting-responses';

/** Whether the sender's account of a transfer is in a virtual room (change_balance is then off). */
export function isVirtualTransfer(cards: AccountCard[], transfer: Transfer): boolean {
  const own = cards.find(
    (c) => c.room.id === transfer.room_id && c.account_record_name === transfer.send_account_nickname,
  );
  return (own ?? cards.find((c) => c.room.id === transfer.room_id))?.virtual ?? false;
}

/** What a room row's dialog (balance, cash flow, deposit request, transfer) is opened with. */
export interface RoomDialogProps {
  card: AccountCard;
  onClose: () => void;
}
