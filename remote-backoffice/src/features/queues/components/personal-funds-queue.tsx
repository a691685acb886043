import { formatMoney } from '@fund/shared/format';
import { exportTexts } from '@fund/shared/i18n/exports';
import { PERSONAL_FUNDS_STATUSES, type PersonalFundsRow } from '@fund/shared/schemas/backoffice';
import { Money } from '@fund/shared/ui';
import { Stack, Text } from '@mantine/core';
import { t } from '../../../texts';
import { column } from '../../../ui/paged-table';
import { queueExportPath } from '../api/queues';
import { DecisionQueue } from './decision-queue';

const c = t.columns;
const declared = (row: PersonalFundsRow) =>
  row.original_amount && row.currency_name
    ? formatMoney(row.original_amount, row.currency_name)
    : formatMoney(row.amount, 'USD');
const summary = (row: PersonalFundsRow) =>
  `${row.player.username} · ${t.fundsTypes[row.type] ?? row.type} ${declared(row)}${
    row.room_name ? ` · ${row.room_name} / ${row.account_record_name}` : ''
  }`;

/** Deposits and cashbacks a player declared: pending (counted nowhere) until approved. */
export function PersonalFundsQueue() {
  return (
    <DecisionQueue<PersonalFundsRow>
      queue="personal-funds"
      statuses={PERSONAL_FUNDS_STATUSES}
      columns={[
        column(c.type, (row) => t.fundsTypes[row.type] ?? row.type),
        column(c.account, (row) => (row.room_name ? `${row.room_name} / ${row.account_record_name}` : '—')),
        column(c.amount, (row) => (
          <Stack gap={0}>
            <Money value={row.amount} />
            {row.original_amount && row.currency_name && row.currency_name !== 'USD' && (
              <Text size="xs" c="dimmed">
                {formatMoney(row.original_amount, row.currency_name)}
              </Text>
            )}
          </Stack>
        )),
        column(c.comment, (row) => row.comment),
      ]}
      exportTo={{ path: queueExportPath('personal-funds'), name: exportTexts.personalFundsFile }}
      rowTestId="personal-funds"
      summary={summary}
      decide={{ approveTitle: t.dialogs.approveFundsTitle }}
    />
  );
}
