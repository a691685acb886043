import { withAmountChecks } from '@fund/shared/format';
import { type BalanceTransfer, balanceTransferSchema } from '@fund/shared/schemas/accounting';
import { MoneyInput } from '@fund/shared/ui';
import { DialogForm } from '@fund/shared/ui/dialog-actions';
import { Select, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { balanceTransferTargets, useAccountCards } from '../../../api/account-cards';
import type { RoomDialogProps } from '../../../lib/model';
import { useBalanceTransfer } from '../api/balance-transfer';
import { t } from '../texts';

/** A move of balance from one room account to another with the same chip currency (a row's «Перевод между счетами»). */
export function BalanceTransferDialog({ card, onClose }: RoomDialogProps) {
  const cards = useAccountCards();
  const targets = balanceTransferTargets(cards, card);
  const form = useForm({
    initialValues: {
      cashout_account_record: card.account_record.id,
      deposit_account_record: '' as number | string,
      amount: '' as number | string,
      comment: '',
      deposit_scr: '',
      change_balance: false,
    },
    validate: withAmountChecks(schemaResolver(balanceTransferSchema, { sync: true }), ['amount']),
  });
  const save = useBalanceTransfer(form);
  return (
    <DialogForm
      title={`${t.transferAction}: ${card.room.name}`}
      submitLabel={t.transferSubmit}
      loading={save.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => save.mutate(v as BalanceTransfer, { onSuccess: onClose }))}
    >
      <Select
        label={t.fields.targetAccount}
        withAsterisk
        data={targets.map((c) => ({
          value: String(c.account_record.id),
          label: `${c.room.name}: ${c.account_record_name}`,
        }))}
        nothingFoundMessage={t.noData}
        allowDeselect={false}
        {...form.getInputProps('deposit_account_record')}
        value={form.values.deposit_account_record === '' ? null : String(form.values.deposit_account_record)}
        onChange={(value) => form.setFieldValue('deposit_account_record', value ? Number(value) : '')}
      />
      <MoneyInput label={t.fields.amount} withAsterisk {...form.getInputProps('amount')} />
      <TextInput label={t.fields.cashoutScreenshot} withAsterisk {...form.getInputProps('comment')} />
      <TextInput label={t.fields.depositScreenshot} withAsterisk {...form.getInputProps('deposit_scr')} />
      <Switch
        label={t.fields.changeBalance}
        disabled={card.virtual}
        {...form.getInputProps('change_balance', { type: 'checkbox' })}
      />
    </DialogForm>
  );
}
