import type { Transfer } from '@fund/shared/schemas/accounting-responses';
import { Money, useReturnFocus } from '@fund/shared/ui';
import { DialogActions } from '@fund/shared/ui/dialog-actions';
import { Button, Modal, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useHoldTransfer } from '../api/hold-transfer';
import { t } from '../texts';

/** Reserve (hold) of a transfer's amount on the sender's balance. */
/** What a transfer's action dialog (hold, confirm) is opened with. */
export interface TransferDialogProps {
  transfer: Transfer;
  /** A virtual account: its balance is not ours to change. */
  virtual: boolean;
  onClose: () => void;
}

export function HoldDialog({ transfer, virtual, onClose }: TransferDialogProps) {
  useReturnFocus();
  const [changeBalance, setChangeBalance] = useState(false);
  const hold = useHoldTransfer(transfer.id);
  return (
    <Modal opened onClose={onClose} title={t.hold}>
      <Text mb="sm">
        {t.holdBefore} <Money value={transfer.amount} currency={transfer.currency_name} /> {t.holdOnAccount}{' '}
        {transfer.send_account_nickname} ({transfer.room_short_name})?
      </Text>
      <Switch
        label={t.fields.changeBalance}
        disabled={virtual}
        checked={changeBalance}
        onChange={(e) => setChangeBalance(e.currentTarget.checked)}
        mb="md"
      />
      <DialogActions>
        <Button variant="default" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button
          loading={hold.isPending}
          onClick={() => hold.mutate({ change_balance: changeBalance }, { onSuccess: onClose })}
        >
          {t.hold}
        </Button>
      </DialogActions>
    </Modal>
  );
}
