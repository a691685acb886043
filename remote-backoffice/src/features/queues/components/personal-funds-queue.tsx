import { formatDateTime, formatMoney } from '@fund/shared/format';
import { PERSONAL_FUNDS_STATUSES, type PersonalFundsRow } from '@fund/shared/schemas/backoffice';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../texts';
import { DecisionCell } from '../../../ui/decision';
import { Money } from '../../../ui/money';
import { column } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import { ApproveDialog } from './approve-dialog';
import { QueueSection } from './queue-section';
import { RejectDialog } from './reject-dialog';

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
  const [open, setOpen] = useState<{ kind: 'approve' | 'reject'; row: PersonalFundsRow } | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <QueueSection<PersonalFundsRow>
        queue="personal-funds"
        caption={t.queues['personal-funds']}
        statuses={PERSONAL_FUNDS_STATUSES}
        columns={[
          column(c.date, (row) => formatDateTime(row.created_datetime)),
          column(c.player, (row) => row.player.username),
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
          column(c.status, (row) => <DecisionCell status={row.status} decision={row} />),
          column(
            c.actions,
            (row) =>
              row.status === 'pending' && (
                <RowActions
                  actions={[
                    { label: t.actions.approve, onClick: () => setOpen({ kind: 'approve', row }) },
                    {
                      label: t.actions.reject,
                      color: 'red',
                      onClick: () => setOpen({ kind: 'reject', row }),
                    },
                  ]}
                />
              ),
          ),
        ]}
        rowTestId={(row) => `personal-funds-${row.id}`}
      />
      {open?.kind === 'approve' && (
        <ApproveDialog
          queue="personal-funds"
          path={`/personal-funds/${open.row.id}/approve/`}
          title={t.dialogs.approveFundsTitle}
          summary={summary(open.row)}
          onClose={close}
        />
      )}
      {open?.kind === 'reject' && (
        <RejectDialog
          queue="personal-funds"
          path={`/personal-funds/${open.row.id}/reject/`}
          title={t.dialogs.rejectTitle}
          submitLabel={t.actions.reject}
          summary={summary(open.row)}
          onClose={close}
        />
      )}
    </>
  );
}
