import { formatDateTime } from '@fund/shared/format';
import { exportTexts } from '@fund/shared/i18n/exports';
import { PAYOUT_STATUSES, type PayoutRequestRow } from '@fund/shared/schemas/backoffice';
import { Money } from '@fund/shared/ui';
import { Stack, Text } from '@mantine/core';
import { t } from '../../../texts';
import { column } from '../../../ui/paged-table';
import { queueExportPath } from '../api/queues';
import { DecisionQueue } from './decision-queue';
import { SettlePayoutDialog } from './settle-payout-dialog';

const c = t.columns;

/** Payout requests: settle (amount per room account, marked paid) or reject. */
export function PayoutsQueue() {
  return (
    <DecisionQueue<PayoutRequestRow>
      queue="payouts"
      statuses={PAYOUT_STATUSES}
      columns={[
        column(c.items, (row) => (
          <Stack gap={0}>
            {row.status === 'pending' && row.payouts_held_until && (
              <Text size="sm" c="orange.8" data-testid="payout-held">
                {t.queues.payoutHeld(formatDateTime(row.payouts_held_until))}
              </Text>
            )}
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
      ]}
      status={(row) => (row.paid_at ? 'paid' : row.status)}
      rowTestId="payout-request"
      exportTo={{ path: queueExportPath('payouts'), name: exportTexts.payoutsFile }}
      summary={(row) => row.player.username}
      // A wallet change holds payouts for 24 hours: the API refuses to settle meanwhile, rejecting stays.
      decidable={(row) => !row.payouts_held_until}
      decide={{
        label: t.actions.settle,
        dialog: (row, onClose) => <SettlePayoutDialog row={row} onClose={onClose} />,
      }}
    />
  );
}
