import { formatMoney } from '@fund/shared/format';
import { exportTexts } from '@fund/shared/i18n/exports';
import { CASH_FLOW_STATUSES, type CashFlowRow } from '@fund/shared/schemas/backoffice';
import { Money } from '@fund/shared/ui';
import { t } from '../../../texts';
import { column } from '../../../ui/paged-table';
import { queueExportPath } from '../api/queues';
import { accountColumn, DecisionQueue } from './decision-queue';

const c = t.columns;
const summary = (row: CashFlowRow) =>
  `${row.player.username} · ${row.room_name} / ${row.account_record_name} · ${
    row.is_payout ? t.payoutDirection : t.depositDirection
  } ${formatMoney(row.amount, row.currency_name)}`;

/** Cash flows reported by players: approve (the balance moves) or reject. */
export function CashFlowsQueue() {
  return (
    <DecisionQueue<CashFlowRow>
      queue="cash-flows"
      statuses={CASH_FLOW_STATUSES}
      columns={[
        accountColumn(),
        column(c.direction, (row) => (row.is_payout ? t.payoutDirection : t.depositDirection)),
        column(c.amount, (row) => <Money value={row.amount} currency={row.currency_name} />),
        column(c.comment, (row) => row.comment),
      ]}
      exportTo={{ path: queueExportPath('cash-flows'), name: exportTexts.cashFlowFile }}
      rowTestId="cash-flow"
      summary={summary}
      decide={{ approveTitle: t.dialogs.approveCashFlowTitle }}
    />
  );
}
