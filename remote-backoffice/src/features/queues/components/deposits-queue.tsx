import { formatMoney } from '@fund/shared/format';
import { exportTexts } from '@fund/shared/i18n/exports';
import { DEPOSIT_REQUEST_STATUSES, type DepositRequestRow } from '@fund/shared/schemas/backoffice';
import { Money } from '@fund/shared/ui';
import { t } from '../../../texts';
import { column } from '../../../ui/paged-table';
import { queueExportPath } from '../api/queues';
import { accountColumn, DecisionQueue } from './decision-queue';
import { ProcessDepositDialog } from './process-deposit-dialog';

const c = t.columns;

/** Deposit requests: process (record the deposit) or reject with a reason. */
export function DepositsQueue() {
  return (
    <DecisionQueue<DepositRequestRow>
      queue="deposits"
      statuses={DEPOSIT_REQUEST_STATUSES}
      columns={[
        accountColumn(),
        column(c.amount, (row) => (
          <Money value={row.processed_amount ?? row.amount} currency={row.currency_name} />
        )),
        column(c.comment, (row) => row.comment),
      ]}
      exportTo={{ path: queueExportPath('deposits'), name: exportTexts.depositRequestsFile }}
      rowTestId="deposit-request"
      summary={(row) =>
        `${row.player.username} · ${row.room_name} · ${formatMoney(row.amount, row.currency_name)}`
      }
      decide={{
        label: t.actions.process,
        dialog: (row, onClose) => <ProcessDepositDialog row={row} onClose={onClose} />,
      }}
    />
  );
}
