import { withAmountChecks } from '@fund/shared/format';
import { type CashFlow, cashFlowSchema } from '@fund/shared/schemas/accounting';
import { MoneyInput } from '@fund/shared/ui';
import { DialogForm } from '@fund/shared/ui/dialog-actions';
import { Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { RoomDialogProps } from '../../../lib/model';
import { useCreateCashFlow } from '../api/cash-flow';
import { t } from '../texts';

/** A cash flow of one room account (a row's «Движение средств»). */
export function CashFlowDialog({ card, onClose }: RoomDialogProps) {
  const form = useForm({
    initialValues: {
      account_record: card.account_record.id,
      amount: '' as number | string,
      is_payout: false,
      comment: '',
    },
    validate: withAmountChecks(schemaResolver(cashFlowSchema, { sync: true }), ['amount']),
  });
  const save = useCreateCashFlow(form);
  return (
    <DialogForm
      title={`${t.cashFlowAction}: ${card.room.name}`}
      submitLabel={t.send}
      loading={save.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => save.mutate(v as CashFlow, { onSuccess: onClose }))}
    >
      <MoneyInput label={t.fields.amount} withAsterisk {...form.getInputProps('amount')} />
      <Switch label={t.fields.payout} {...form.getInputProps('is_payout', { type: 'checkbox' })} />
      <TextInput label={t.fields.screenshotLink} withAsterisk {...form.getInputProps('comment')} />
    </DialogForm>
  );
}
