import { formatDateTime, formatMoney } from '@fund/shared/format';
import { CASH_FLOW_STATUSES, type CashFlowRow } from '@fund/shared/schemas/backoffice';
import { Table } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../texts';
import { DecisionCell } from '../../../ui/decision';
import { Money } from '../../../ui/money';
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
        head={[c.date, c.player, c.account, c.direction, c.amount, c.comment, c.status, c.actions]}
        row={(row) => (
          <Table.Tr key={row.id} data-testid={`cash-flow-${row.id}`}>
            <Table.Td>{formatDateTime(row.created_datetime)}</Table.Td>
            <Table.Td>{row.player.username}</Table.Td>
            <Table.Td>
              {row.room_name} / {row.account_record_name}
            </Table.Td>
            <Table.Td>{row.is_payout ? t.payoutDirection : t.depositDirection}</Table.Td>
            <Table.Td>
              <Money value={row.amount} currency={row.currency_name} />
            </Table.Td>
            <Table.Td>{row.comment}</Table.Td>
            <Table.Td>
              <DecisionCell status={row.status} decision={row} />
            </Table.Td>
            <Table.Td>
              {row.status === 'pending' && (
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
              )}
            </Table.Td>
          </Table.Tr>
        )}
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
