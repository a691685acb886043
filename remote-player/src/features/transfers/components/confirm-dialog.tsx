import { computeFee, DEFAULT_FEE_PERCENTAGE, FIXED_FEE_PERCENTAGE, hasFixedFee } from '@fund/shared/fees';
import { withAmountChecks } from '@fund/shared/format';
import { type TransferConfirmation, transferConfirmationSchema } from '@fund/shared/schemas/accounting';
import { Money, MoneyInput, useReturnFocus } from '@fund/shared/ui';
import { DialogActions } from '@fund/shared/ui/dialog-actions';
import { Alert, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { ChangeBalanceSwitch } from '../../../ui/change-balance-switch';
import { uploadDialogCapture } from '../api/capture';
import { useConfirmTransfer } from '../api/confirm-transfer';
import { t } from '../texts';
import type { TransferDialogProps } from './hold-dialog';

/** The percentage a sent transfer's form opens with (and returns to when «Перевод внутри рума» is off). */
const openingPercent = (fixed: boolean) => (fixed ? FIXED_FEE_PERCENTAGE : DEFAULT_FEE_PERCENTAGE);

export const FEE_WARNING = t.feeWarning;

export function ConfirmDialog({ transfer, virtual, onClose }: TransferDialogProps) {
  useReturnFocus();
  const walletType = transfer.send_ewallet?.type.id ?? null;
  const fixed = transfer.type === 'send' && hasFixedFee(transfer.room_id, walletType);
  const [peer, setPeer] = useState(false);
  const [feeAdded, setFeeAdded] = useState(false);
  const [warning, setWarning] = useState(false);
  const [toSend, setToSend] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const isSend = transfer.type === 'send';
  const form = useForm({
    initialValues: {
      player_comment: '',
      player_comment2: '',
      amount_before_transfer: '' as number | string,
      fee: 0 as number | string,
      fee_percentage: (isSend ? openingPercent(fixed) : 0) as number | string,
      change_balance: false,
      screenshot_required: true,
    },
    // The percentage is read like every amount (issue 35): «0,5» is refused, never taken as 5.
    validate: withAmountChecks(schemaResolver(transferConfirmationSchema, { sync: true }), [
      'amount_before_transfer',
      'fee_percentage',
    ]),
  });
  const confirm = useConfirmTransfer(transfer.id, form);
  const percent = Number(form.values.fee_percentage);
  const needsFee = isSend && !peer && percent > 0;

  const addFee = () => {
    if (form.validateField('fee_percentage').hasError) return;
    const r = computeFee({
      received: transfer.amount,
      transferAmount: transfer.amount,
      percent: form.values.fee_percentage,
      roomId: transfer.room_id,
      senderWalletTypeId: walletType,
      peerToPeer: peer,
    });
    form.setFieldValue('fee', Number(r.fee));
    form.setFieldValue('fee_percentage', Number(r.percent));
    setToSend(r.amountToSend);
    setFeeAdded(true);
    setWarning(false);
  };

  const submit = form.onSubmit((values) => {
    if (needsFee && !feeAdded) {
      setWarning(true);
      return;
    }
    confirm.mutate(values as TransferConfirmation, {
      onSuccess: async () => {
        if (isSend && ref.current) await uploadDialogCapture(ref.current, transfer.id);
        onClose();
      },
    });
  });

  return (
    <Modal opened onClose={onClose} title={`${t.confirm}: ${transfer.room_short_name}`} size="lg">
      <div ref={ref} data-testid="confirm-dialog">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text>
              {t.fields.amount}: <Money value={transfer.amount} currency={transfer.currency_name} /> ·{' '}
              {transfer.send_account_nickname} →{' '}
              {transfer.receiver_is_admin ? t.fund : transfer.receive_account_nickname}
            </Text>
            <TextInput label={t.fields.screenshotLink} required {...form.getInputProps('player_comment')} />
            <TextInput label={t.fields.secondScreenshotLink} {...form.getInputProps('player_comment2')} />
            <MoneyInput
              label={t.fields.balanceBefore}
              withAsterisk
              {...form.getInputProps('amount_before_transfer')}
            />
            {isSend && (
              <>
                <Switch
                  label={t.fields.peerToPeer}
                  checked={peer}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setPeer(on);
                    setFeeAdded(false);
                    setToSend(null);
                    form.setFieldValue('fee', 0);
                    form.setFieldValue('fee_percentage', on ? 0 : openingPercent(fixed));
                  }}
                />
                <Group align="flex-end">
                  <MoneyInput
                    label={t.fields.feePercent}
                    withAsterisk
                    disabled={peer || fixed}
                    {...form.getInputProps('fee_percentage')}
                    onChange={(value) => {
                      form.setFieldValue('fee_percentage', value);
                      // The computed fee and amount to send belong to the old %: clear them.
                      form.setFieldValue('fee', 0);
                      setToSend(null);
                      setFeeAdded(false);
                    }}
                  />
                  <MoneyInput label={t.fields.fee} readOnly {...form.getInputProps('fee')} />
                  <Button variant="light" onClick={addFee} disabled={peer}>
                    {t.addFee}
                  </Button>
                </Group>
                {toSend && (
                  <Text size="sm" data-testid="amount-to-send">
                    {t.amountToSend}: <Money value={toSend} currency={transfer.currency_name} />
                  </Text>
                )}
              </>
            )}
            <ChangeBalanceSwitch
              direction={isSend ? 'out' : 'in'}
              disabled={virtual}
              {...form.getInputProps('change_balance', { type: 'checkbox' })}
            />
            {warning && (
              <Alert color="yellow" data-testid="fee-warning">
                {FEE_WARNING}
              </Alert>
            )}
            <DialogActions>
              <Button variant="default" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button type="submit" loading={confirm.isPending}>
                {t.confirm}
              </Button>
            </DialogActions>
          </Stack>
        </form>
      </div>
    </Modal>
  );
}
