import { withAmountChecks } from '@fund/shared/format';
import { ru } from '@fund/shared/i18n';
import {
  PERSONAL_FUNDS_TYPES,
  type PersonalFundsForm,
  personalFundsSchema,
  toPersonalFundsPayload,
} from '@fund/shared/schemas/accounting';
import type { AccountCard, FundsRow } from '@fund/shared/schemas/accounting-responses';
import { Money, MoneyInput, SectionCard } from '@fund/shared/ui';
import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { Box, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccountCards } from '../../../api/account-cards';
import { ChangeBalanceSwitch } from '../../../ui/change-balance-switch';
import { amountColumn, dateColumn } from '../../../ui/columns';
import { LazyExportMenu } from '../../../ui/export-menu';
import { RequestStatusBadge } from '../../../ui/request-status';
import { LightSelect } from '../../../ui/select';
import { FUNDS_EXPORT_PATH, useCreateFundsMovement, useFundsFlow } from '../api/funds-flow';
import { fundsMaxQuery } from '../api/funds-max';
import { t } from '../texts';

const TYPE_LABELS = t.kinds;
/** A deposit to personal funds leaves the room account, a cashout enters it, a cashback touches none. */
const DIRECTION: Record<string, 'in' | 'out'> = { deposit: 'out', cashout: 'in' };

function FundsForm() {
  const cards = useAccountCards();
  const client = useQueryClient();
  const [changeBalance, setChangeBalance] = useState(false);
  const form = useForm({
    initialValues: {
      account_record: '' as number | string,
      type: 'deposit' as string,
      amount: '' as number | string,
      comment: '',
    },
    validate: (values) =>
      withAmountChecks(schemaResolver(personalFundsSchema(max), { sync: true }), ['amount'])(values),
  });
  const save = useCreateFundsMovement(form);
  const account: AccountCard | undefined = cards.find(
    (c) => c.account_record.id === form.values.account_record,
  );
  const accountId = account?.account_record.id ?? 0;
  // Read, not copied into state: every money action refreshes it (issue 35: after a submit the old
  // maximum stayed until the account was chosen again).
  const maxQuery = useQuery({ ...fundsMaxQuery(accountId), enabled: account !== undefined });
  const max: string = (account && maxQuery.data?.value) || '0';
  const fillMax = async () => {
    if (!account) {
      form.setFieldError('account_record', ru.validation.required);
      return;
    }
    const { value } = await client.fetchQuery(fundsMaxQuery(accountId));
    form.setValues({ type: 'cashout', amount: Number(value) });
  };
  const submit = form.onSubmit(async (values) => {
    const payload = toPersonalFundsPayload(
      values as PersonalFundsForm,
      changeBalance && values.type !== 'cashback',
    );
    // The account stays chosen, so «Доступно к выводу» shows its new maximum.
    save.mutate(payload, {
      onSuccess: () => {
        form.reset();
        form.setFieldValue('account_record', values.account_record);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="funds-form">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <LightSelect
          label={t.fields.account}
          withAsterisk
          data={cards.map((c) => ({
            value: String(c.account_record.id),
            label: `${c.room.name}: ${c.account_record_name}`,
          }))}
          value={form.values.account_record === '' ? null : String(form.values.account_record)}
          error={form.errors.account_record}
          allowDeselect={false}
          onChange={(value) => form.setFieldValue('account_record', value ? Number(value) : '')}
        />
        <LightSelect
          label={t.fields.type}
          withAsterisk
          allowDeselect={false}
          data={PERSONAL_FUNDS_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] ?? type }))}
          {...form.getInputProps('type')}
        />
        <MoneyInput label={t.fields.amount} withAsterisk {...form.getInputProps('amount')} />
        <TextInput label={t.fields.screenshotLink} withAsterisk {...form.getInputProps('comment')} />
      </SimpleGrid>
      <Group mt="sm">
        <Button variant="light" onClick={fillMax}>
          {t.maxButton}
        </Button>
        <Text size="sm" c="dimmed">
          {t.availableToWithdraw}: <Money value={max} currency={account?.currency_name} />
        </Text>
        <ChangeBalanceSwitch
          direction={DIRECTION[form.values.type] ?? 'none'}
          disabled={account?.virtual ?? false}
          checked={changeBalance}
          onChange={(e) => setChangeBalance(e.currentTarget.checked)}
        />
        <Button type="submit" loading={save.isPending}>
          {t.send}
        </Button>
      </Group>
    </form>
  );
}

const fundsColumns: DataColumn<FundsRow>[] = [
  dateColumn(),
  { id: 'type', header: t.columns.type, cell: (row) => TYPE_LABELS[row.type] ?? row.type },
  {
    id: 'account',
    header: t.columns.accountShort,
    cell: (row) => (row.room_short_name ? `${row.room_short_name} / ${row.account_record_name}` : '—'),
  },
  amountColumn(),
  { id: 'comment', header: t.columns.comment, cell: (row) => row.comment },
  { id: 'status', header: t.columns.status, card: 'status', cell: (row) => <RequestStatusBadge row={row} /> },
];

export function PersonalFundsSection() {
  const rows = useFundsFlow();
  return (
    <SectionCard title={t.fundsMovement} data-testid="personal-funds">
      <FundsForm />
      {/* No control inside: the viewport itself takes the focus, so the keyboard can scroll it on a phone. */}
      <Group justify="flex-end" mt="md" mb="xs">
        <LazyExportMenu path={FUNDS_EXPORT_PATH} file="personalFundsFile" />
      </Group>
      <Box>
        <DataTable
          columns={fundsColumns}
          rows={rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `funds-${row.id}` })}
          minWidth={560}
          scrollLabel={t.fundsMovement}
          tableProps={{ striped: true }}
        />
      </Box>
    </SectionCard>
  );
}
