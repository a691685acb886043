import { formatDateTime } from '@fund/shared/format';
import { PAYOUT_STATUSES, type PayoutRequestRow } from '@fund/shared/schemas/backoffice';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../texts';
import { DecisionCell } from '../../../ui/decision';
import { Money } from '../../../ui/money';
import { column } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import { QueueSection } from './queue-section';
import { RejectDialog } from './reject-dialog';
import { SettlePayoutDialog } from './settle-payout-dialog';

const c = t.columns;

/** Payout requests: settle (amount per room account, marked paid) or reject. */
export function PayoutsQueue() {
  const [open, setOpen] = useState<{ kind: 'settle' | 'reject'; row: PayoutRequestRow } | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <QueueSection<PayoutRequestRow>
        queue="payouts"
        caption={t.queues.payouts}
        statuses={PAYOUT_STATUSES}
        columns={[
          column(c.date, (row) => formatDateTime(row.created_datetime)),
          column(c.player, (row) => row.player.username),
          column(c.items, (row) => (
            <Stack gap={0}>
              {row.items.map((item) => (
                <Text size="sm" key={item.account_record_id}>
                  {item.room_name} / {item.account_record_name}
                  {item.amount !== null && (
                    <>
                      {': '}
                      <Money value={item.amount} currency={item.currency_name} />
                    </>
                  )}
                </Text>
              ))}
            </Stack>
          )),
          column(c.amount, (row) => (
            <Stack gap={0}>
              {row.totals.map((total) => (
                <Money key={total.currency_name} value={total.amount} currency={total.currency_name} />
              ))}
            </Stack>
          )),
          column(c.status, (row) => (
            <DecisionCell status={row.paid_at ? 'paid' : row.status} decision={row} />
          )),
          column(
            c.actions,
            (row) =>
              row.status === 'pending' && (
                <RowActions
                  actions={[
                    { label: t.actions.settle, onClick: () => setOpen({ kind: 'settle', row }) },
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
        rowTestId={(row) => `payout-request-${row.id}`}
      />
      {open?.kind === 'settle' && <SettlePayoutDialog row={open.row} onClose={close} />}
      {open?.kind === 'reject' && (
        <RejectDialog
          queue="payouts"
          path={`/payout-requests/${open.row.id}/reject/`}
          title={t.dialogs.rejectTitle}
          submitLabel={t.actions.reject}
          summary={open.row.player.username}
          onClose={close}
        />
      )}
    </>
  );
}
