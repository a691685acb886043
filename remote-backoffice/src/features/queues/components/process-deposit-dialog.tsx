import { formatMoney } from '@fund/shared/format';
import { type DepositRequestRow, processDepositSchema } from '@fund/shared/schemas/backoffice';
import { MoneyInput } from '@fund/shared/ui';
import { Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { t } from '../../../texts';
import { ActionDialog } from '../../../ui/action-dialog';
import { toBody } from '../../../ui/to-body';
import { useStaffAction } from '../../../ui/use-staff-action';
import { queueAction, queueRefresh } from '../api/queues';

interface Values {
  amount: number | string;
  comment: string;
}

/** The body sent: the amount as typed (the server records it), a comment only when given. */
const payload = (values: Values) => ({
  amount: values.amount,
  ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
});

/** Process a deposit request: the deposit is recorded on the player's account, processed_datetime set. */
export function ProcessDepositDialog({ row, onClose }: { row: DepositRequestRow; onClose: () => void }) {
  const form = useForm<Values>({
    initialValues: { amount: row.amount, comment: '' },
    validate: (values) => schemaResolver(processDepositSchema, { sync: true })(payload(values)),
  });
  const action = useStaffAction({
    request: (values: Values, options) =>
      queueAction('deposits', row.id, 'process', toBody(processDepositSchema, payload(values)), options),
    changes: queueRefresh('deposits'),
    form,
    onDone: onClose,
  });
  const requested = formatMoney(row.amount, row.currency_name);
  return (
    <ActionDialog
      title={t.dialogs.processTitle}
      submitLabel={t.actions.process}
      action={action}
      onClose={onClose}
      onSubmit={form.onSubmit(action.run)}
    >
      <Text>
        {row.player.username} · {row.room_name} / {row.account_record_name}
      </Text>
      <MoneyInput
        label={`${t.dialogs.processAmount}, ${row.currency_name}`}
        description={t.dialogs.processAmountHint(requested)}
        withAsterisk
        {...form.getInputProps('amount')}
      />
      <Textarea label={t.dialogs.comment} autosize minRows={2} {...form.getInputProps('comment')} />
    </ActionDialog>
  );
}
