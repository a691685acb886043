import { formatDateTime, withAmountChecks } from '@fund/shared/format';
import { type DepositRequest, depositRequestSchema } from '@fund/shared/schemas/accounting';
import { Money, MoneyInput } from '@fund/shared/ui';
import { DialogForm } from '@fund/shared/ui/dialog-actions';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { RoomDialogProps } from '../../../lib/model';
import { useCreateDepositRequest, useDepositRequests } from '../api/deposit-requests';
import { t } from '../texts';

/** A deposit request for one room account (a row's «Запросить депозит»). */
export function DepositRequestDialog({ card, onClose }: RoomDialogProps) {
  // The list of this account's requests still waiting, so a player does not ask twice.
  const pending = useDepositRequests().filter(
    (r) => !r.processed_datetime && r.status !== 'rejected' && r.account_record_id === card.account_record.id,
  );
  const form = useForm({
    initialValues: { account_record: card.account_record.id, amount: '' as number | string, comment: '' },
    validate: withAmountChecks(schemaResolver(depositRequestSchema, { sync: true }), ['amount']),
  });
  const save = useCreateDepositRequest(form);
  return (
    <DialogForm
      title={`${t.depositAction}: ${card.room.name}`}
      submitLabel={t.send}
      loading={save.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => save.mutate(v as DepositRequest, { onSuccess: onClose }))}
    >
      <MoneyInput label={t.fields.amount} withAsterisk {...form.getInputProps('amount')} />
      <TextInput label={t.fields.comment} {...form.getInputProps('comment')} />
      <Text size="sm" c="dimmed">
        {t.depositProcessing}
      </Text>
      <Stack gap={4} data-testid="pending-deposits">
        <Text size="sm" fw={600}>
          {t.pendingDeposits}
        </Text>
        {pending.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noData}
          </Text>
        ) : (
          pending.map((r) => (
            <Group key={r.id} justify="space-between" wrap="nowrap">
              <Text size="sm">{formatDateTime(r.created_datetime)}</Text>
              <Money value={r.amount} currency={r.currency_name} />
            </Group>
          ))
        )}
      </Stack>
    </DialogForm>
  );
}
