import { formatMoney } from '@fund/shared/format';
import { type PayoutRequestRow, settlePayoutSchema } from '@fund/shared/schemas/backoffice';
import { MoneyInput } from '@fund/shared/ui';
import { Anchor, Group, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { t } from '../../../texts';
import { ActionDialog } from '../../../ui/action-dialog';
import { toBody } from '../../../ui/to-body';
import { useStaffAction } from '../../../ui/use-staff-action';
import { queueAction, queueRefresh } from '../api/queues';

interface Values {
  items: { account_record_id: number; amount: number | string }[];
  comment: string;
}

const payload = (values: Values) => ({
  items: values.items,
  ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
});

/** Settle a payout request: the amount paid per room account of the request, then marked paid. */
export function SettlePayoutDialog({ row, onClose }: { row: PayoutRequestRow; onClose: () => void }) {
  const form = useForm<Values>({
    initialValues: {
      items: row.items.map((item) => ({ account_record_id: item.account_record_id, amount: '' })),
      comment: '',
    },
    validate: (values) => schemaResolver(settlePayoutSchema, { sync: true })(payload(values)),
  });
  const action = useStaffAction({
    request: (values: Values, options) =>
      queueAction('payouts', row.id, 'settle', toBody(settlePayoutSchema, payload(values)), options),
    changes: queueRefresh('payouts'),
    form,
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={t.dialogs.settleTitle}
      submitLabel={t.dialogs.markPaid}
      action={{ ...action, alert: action.alert ?? (form.errors.items as string | undefined) }}
      onClose={onClose}
      onSubmit={form.onSubmit(action.run)}
    >
      <Text>
        {row.player.username} · {t.dialogs.settleHint}
      </Text>
      {row.items.map((item, index) => (
        <Stack key={item.account_record_id} gap={4}>
          <MoneyInput
            label={`${t.dialogs.settleAmount(item.room_name, item.account_record_name)}, ${item.currency_name}`}
            withAsterisk
            {...form.getInputProps(`items.${index}.amount`)}
          />
          <Group gap="md">
            <Text size="xs" c="dimmed">
              {t.dialogs.latestBalance}: {formatMoney(item.latest_balance, item.currency_name)}
            </Text>
            <Anchor size="xs" href={item.screenshot} target="_blank" rel="noreferrer">
              {t.dialogs.screenshot}
            </Anchor>
            {item.screenshot2 && (
              <Anchor size="xs" href={item.screenshot2} target="_blank" rel="noreferrer">
                {t.dialogs.screenshot2}
              </Anchor>
            )}
          </Group>
        </Stack>
      ))}
      <Textarea label={t.dialogs.comment} autosize minRows={2} {...form.getInputProps('comment')} />
    </ActionDialog>
  );
}
