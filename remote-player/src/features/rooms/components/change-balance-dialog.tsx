import { withAmountChecks } from '@fund/shared/format';
import { type ChangeBalance, changeBalanceSchema } from '@fund/shared/schemas/accounting';
import { Money, MoneyInput } from '@fund/shared/ui';
import { DialogForm } from '@fund/shared/ui/dialog-actions';
import { NumberInput, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { RoomDialogProps } from '../../../lib/model';
import { useChangeBalance } from '../api/change-balance';
import { t } from '../texts';

/** A balance snapshot of one room account (a row's «Изменить баланс», rooms entered by hand). */
export function ChangeBalanceDialog({ card, onClose }: RoomDialogProps) {
  const form = useForm({
    initialValues: {
      account_record: card.account_record.id,
      balance: '' as number | string,
      tournaments_count: 0 as number | string,
    },
    validate: withAmountChecks(schemaResolver(changeBalanceSchema, { sync: true }), ['balance']),
  });
  const save = useChangeBalance(form);
  return (
    <DialogForm
      title={`${t.changeBalance}: ${card.room.name}`}
      submitLabel={t.save}
      loading={save.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => save.mutate(v as ChangeBalance, { onSuccess: onClose }))}
    >
      <Text size="sm" data-testid="current-balance">
        {t.currentBalance}: <Money value={card.end_balance} currency={card.currency_name} />
      </Text>
      <MoneyInput label={t.fields.balance} withAsterisk {...form.getInputProps('balance')} />
      {/* A comma is read as the decimal point it is ('1,5' → 1.5, refused as not whole), never
          dropped ('1,5' → 15): the theme's fields take only '.' (issue 35 Major 1). */}
      <NumberInput
        label={t.fields.tournamentsCount}
        allowedDecimalSeparators={['.', ',']}
        withAsterisk
        {...form.getInputProps('tournaments_count')}
      />
    </DialogForm>
  );
}
