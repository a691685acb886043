import { formatDateTime, formatMoney } from '@fund/shared/format';
import { TRANSFER_STATUSES, type TransferRow } from '@fund/shared/schemas/backoffice';
import { Button, Group, Table } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../texts';
import { Money } from '../../../ui/money';
import { RowActions } from '../../../ui/row-actions';
import { StatusBadge } from '../../../ui/status-badge';
import { CreateTransferDialog } from './create-transfer-dialog';
import { QueueSection } from './queue-section';
import { RejectDialog } from './reject-dialog';

const c = t.columns;
const party = (p: TransferRow['sender'] | null) => (p ? `${p.username} (${p.account_record_name})` : '—');

/** Transfers the fund assigned between players' room accounts; a new one can still be cancelled. */
export function TransfersQueue() {
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<TransferRow | null>(null);
  return (
    <>
      <QueueSection<TransferRow>
        queue="transfers"
        caption={t.queues.transfers}
        statuses={TRANSFER_STATUSES}
        toolbar={
          <Group>
            <Button onClick={() => setCreating(true)}>{t.actions.createTransfer}</Button>
          </Group>
        }
        head={[c.date, c.room, c.sender, c.receiver, c.amount, c.comment, c.status, c.actions]}
        row={(row) => (
          <Table.Tr key={row.id} data-testid={`transfer-${row.id}`}>
            <Table.Td>{formatDateTime(row.created_datetime)}</Table.Td>
            <Table.Td>{row.room_name}</Table.Td>
            <Table.Td>{party(row.sender)}</Table.Td>
            <Table.Td>{party(row.receiver)}</Table.Td>
            <Table.Td>
              <Money value={row.amount} currency={row.currency_name} />
            </Table.Td>
            <Table.Td>{row.comment}</Table.Td>
            <Table.Td>
              <StatusBadge status={row.status} />
            </Table.Td>
            <Table.Td>
              {row.status === 'new' && (
                <RowActions
                  actions={[{ label: t.actions.cancel, color: 'red', onClick: () => setCancelling(row) }]}
                />
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      {creating && <CreateTransferDialog onClose={() => setCreating(false)} />}
      {cancelling && (
        <RejectDialog
          queue="transfers"
          path={`/transfers/${cancelling.id}/cancel/`}
          title={t.dialogs.cancelTitle}
          submitLabel={t.actions.cancel}
          summary={`${party(cancelling.sender)} → ${party(cancelling.receiver)} · ${formatMoney(cancelling.amount, cancelling.currency_name)}`}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
