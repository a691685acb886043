import { formatDateTime, formatMoney } from '@fund/shared/format';
import { CASH_FLOW_STATUSES, type CashFlowRow } from '@fund/shared/schemas/backoffice';
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
const summary = (row: CashFlowRow) =>
  `${row.player.username} · ${row.room_name} / ${row.account_record_name} · ${
    row.is_payout ? t.payoutDirection : t.depositDirection
  } ${formatMoney(row.amount, row.currency_name)}`;

/** Cash flows reported by players: approve (the balance moves) or reject. */
export function CashFlowsQueue() {
  const [open, setOpen] = useState<{ kind: 'approve' | 'reject'; row: CashFlowRow } | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <QueueSection<CashFlowRow>
        queue="cash-flows"
        caption={t.queues['cash-flows']}
        statuses={CASH_FLOW_STATUSES}
        columns={[
          column(c.date, (row) => formatDateTime(row.created_datetime)),
          column(c.player, (row) => row.player.username),
          column(c.account, (row) => (
            <>
              {row.room_name} / {row.account_record_name}
            </>
          )),
          column(c.direction, (row) => (row.is_payout ? t.payoutDirection : t.depositDirection)),
          column(c.amount, (row) => <Money value={row.amount} currency={row.currency_name} />),
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
        rowTestId={(row) => `cash-flow-${row.id}`}
      />
      {open?.kind === 'approve' && (
        <ApproveDialog
          queue="cash-flows"
          path={`/cash-flows/${open.row.id}/approve/`}
          title={t.dialogs.approveCashFlowTitle}
          summary={summary(open.row)}
          onClose={close}
        />
      )}
      {open?.kind === 'reject' && (
        <RejectDialog
          queue="cash-flows"
          path={`/cash-flows/${open.row.id}/reject/`}
          title={t.dialogs.rejectTitle}
          submitLabel={t.actions.reject}
          summary={summary(open.row)}
          onClose={close}
        />
      )}
    </>
  );
}
