import { formatDateTime, withAmountChecks } from '@fund/shared/format';
import {
  type BalanceTransfer,
  balanceTransferSchema,
  type CashFlow,
  type ChangeBalance,
  cashFlowSchema,
  changeBalanceSchema,
  type DepositRequest,
  depositRequestSchema,
} from '@fund/shared/schemas/accounting';
import type { AccountCard } from '@fund/shared/schemas/accounting-responses';
import { MoneyInput } from '@fund/shared/ui';
import { Group, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useAccountCards } from '../../../lib/account-cards';
import { FormDialog } from '../../../ui/form-dialog';
import { Money } from '../../../ui/money';
import { t } from '../../../ui/texts';
import { useBalanceTransfer } from '../api/balance-transfer';
import { useCreateCashFlow } from '../api/cash-flow';
import { useChangeBalance } from '../api/change-balance';
import { useCreateDepositRequest, useDepositRequests } from '../api/deposit-requests';

interface Props {
  card: AccountCard;
  onClose: () => void;
}
const blank = '' as number | string;

export function ChangeBalanceDialog({ card, onClose }: Props) {
  const form = useForm({
    initialValues: {
      account_record: card.account_record.id,
      balance: blank,
      tournaments_count: 0 as number | string,
    },
    validate: withAmountChecks(schemaResolver(changeBalanceSchema, { sync: true }), ['balance']),
  });
  const save = useChangeBalance(form);
  return (
    <FormDialog
      title={`${t.changeBalance}: ${card.room.name}`}
      submitLabel={t.save}
      loading={save.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => save.mutate(v as ChangeBalance, { onSuccess: onClose }))}
    >
      <MoneyInput label={t.fields.balance} {...form.getInputProps('balance')} />
      <NumberInput label={t.fields.tournamentsCount} {...form.getInputProps('tournaments_count')} />
    </FormDialog>
  );
}

export function CashFlowDialog({ card, onClose }: Props) {
  const form = useForm({
    initialValues: { account_record: card.account_record.id, amount: blank, is_payout: false, comment: '' },
    validate: withAmountChecks(schemaResolver(cashFlowSchema, { sync: true }), ['amount']),
  });
  const save = useCreateCashFlow(form);
  return (
    <FormDialog
      title={`${t.cashFlowAction}: ${card.room.name}`}
      submitLabel={t.send}
      loading={save.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => save.mutate(v as CashFlow, { onSuccess: onClose }))}
    >
      <MoneyInput label={t.fields.amount} {...form.getInputProps('amount')} />
      <Switch label={t.fields.payout} {...form.getInputProps('is_payout', { type: 'checkbox' })} />
      <TextInput label={t.fields.screenshotLink} {...form.getInputProps('comment')} />
    </FormDialog>
  );
}

export function DepositRequestDialog({ card, onClose }: Props) {
  // The list of this account's requests still waiting, so a player does not ask twice.
  const pending = useDepositRequests().filter(
    (r) => !r.processed_datetime && r.status !== 'rejected' && r.account_record_id === card.account_record.id,
  );
  const form = useForm({
    initialValues: { account_record: card.account_record.id, amount: blank, comment: '' },
    validate: withAmountChecks(schemaResolver(depositRequestSchema, { sync: true }), ['amount']),
  });
  const save = useCreateDepositRequest(form);
  return (
    <FormDialog
      title={`${t.depositAction}: ${card.room.name}`}
      submitLabel={t.send}
      loading={save.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => save.mutate(v as DepositRequest, { onSuccess: onClose }))}
    >
      <MoneyInput label={t.fields.amount} {...form.getInputProps('amount')} />
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
    </FormDialog>
  );
}

export function BalanceTransferDialog({ card, onClose }: Props) {
  const cards = useAccountCards();
  const targets = cards.filter(
    (c) =>
      c.account_record.id !== card.account_record.id &&
      c.chip_currency !== null &&
      c.chip_currency.id === card.chip_currency?.id,
  );
  const form = useForm({
    initialValues: {
      cashout_account_record: card.account_record.id,
      deposit_account_record: '' as number | string,
      amount: blank,
      comment: '',
      deposit_scr: '',
      change_balance: false,
    },
    validate: withAmountChecks(schemaResolver(balanceTransferSchema, { sync: true }), ['amount']),
  });
  const save = useBalanceTransfer(form);
  return (
    <FormDialog
      title={`${t.transferAction}: ${card.room.name}`}
      submitLabel={t.transferSubmit}
      loading={save.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => save.mutate(v as BalanceTransfer, { onSuccess: onClose }))}
    >
      <Select
        label={t.fields.targetAccount}
        data={targets.map((c) => ({
          value: String(c.account_record.id),
          label: `${c.room.name}: ${c.account_record_name}`,
        }))}
        nothingFoundMessage={t.noData}
        {...form.getInputProps('deposit_account_record')}
        value={form.values.deposit_account_record === '' ? null : String(form.values.deposit_account_record)}
        onChange={(value) => form.setFieldValue('deposit_account_record', value ? Number(value) : '')}
      />
      <MoneyInput label={t.fields.amount} {...form.getInputProps('amount')} />
      <TextInput label={t.fields.cashoutScreenshot} {...form.getInputProps('comment')} />
      <TextInput label={t.fields.depositScreenshot} {...form.getInputProps('deposit_scr')} />
      <Switch
        label={t.fields.changeBalance}
        disabled={card.virtual}
        {...form.getInputProps('change_balance', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
