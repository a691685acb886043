import { formatDateTime, formatMoney } from '@fund/shared/format';
import { DEPOSIT_REQUEST_STATUSES, type DepositRequestRow } from '@fund/shared/schemas/backoffice';
import { useState } from 'react';
import { t } from '../../../texts';
import { DecisionCell } from '../../../ui/decision';
import { Money } from '../../../ui/money';
import { column } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import { ProcessDepositDialog } from './process-deposit-dialog';
import { QueueSection } from './queue-section';
import { RejectDialog } from './reject-dialog';

const c = t.columns;

/** Deposit requests: process (record the deposit) or reject with a reason. */
export function DepositsQueue() {
  const [open, setOpen] = useState<{ kind: 'process' | 'reject'; row: DepositRequestRow } | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <QueueSection<DepositRequestRow>
        queue="deposits"
        caption={t.queues.deposits}
        statuses={DEPOSIT_REQUEST_STATUSES}
        columns={[
          column(c.date, (row) => formatDateTime(row.created_datetime)),
          column(c.player, (row) => row.player.username),
          column(c.account, (row) => (
            <>
              {row.room_name} / {row.account_record_name}
            </>
          )),
          column(c.amount, (row) => (
            <Money value={row.processed_amount ?? row.amount} currency={row.currency_name} />
          )),
          column(c.comment, (row) => row.comment),
          column(c.status, (row) => <DecisionCell status={row.status} decision={row} />),
          column(
            c.actions,
            (row) =>
              row.status === 'pending' && (
                <RowActions
                  actions={[
                    { label: t.actions.process, onClick: () => setOpen({ kind: 'process', row }) },
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
        rowTestId={(row) => `deposit-request-${row.id}`}
      />
      {open?.kind === 'process' && <ProcessDepositDialog row={open.row} onClose={close} />}
      {open?.kind === 'reject' && (
        <RejectDialog
          queue="deposits"
          path={`/deposit-requests/${open.row.id}/reject/`}
          title={t.dialogs.rejectTitle}
          submitLabel={t.actions.reject}
          summary={`${open.row.player.username} · ${open.row.room_name} · ${formatMoney(open.row.amount, open.row.currency_name)}`}
          onClose={close}
        />
      )}
    </>
  );
}
