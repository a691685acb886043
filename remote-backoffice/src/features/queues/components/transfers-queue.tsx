import { formatDateTime, formatMoney } from '@fund/shared/format';
import { exportTexts } from '@fund/shared/i18n/exports';
import { TRANSFER_STATUSES, type TransferRow } from '@fund/shared/schemas/backoffice';
import { Money } from '@fund/shared/ui';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../texts';
import { column } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import { StatusBadge } from '../../../ui/status-badge';
import { queueExportPath } from '../api/queues';
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
        columns={[
          column(c.date, (row) => formatDateTime(row.created_datetime)),
          column(c.room, (row) => row.room_name),
          column(c.sender, (row) => party(row.sender)),
          column(c.receiver, (row) => party(row.receiver)),
          column(c.amount, (row) => <Money value={row.amount} currency={row.currency_name} />),
          column(c.comment, (row) => row.comment),
          column(c.status, (row) => <StatusBadge status={row.status} />),
          column(
            c.actions,
            (row) =>
              row.status === 'new' && (
                <RowActions
                  actions={[{ label: t.actions.cancel, color: 'red', onClick: () => setCancelling(row) }]}
                />
              ),
          ),
        ]}
        exportTo={{ path: queueExportPath('transfers'), name: exportTexts.transfersFile }}
        rowTestId={(row) => `transfer-${row.id}`}
      />
      {creating && <CreateTransferDialog onClose={() => setCreating(false)} />}
      {cancelling && (
        <RejectDialog
          queue="transfers"
          id={cancelling.id}
          action="cancel"
          title={t.dialogs.cancelTitle}
          submitLabel={t.actions.cancel}
          summary={`${party(cancelling.sender)} → ${party(cancelling.receiver)} · ${formatMoney(cancelling.amount, cancelling.currency_name)}`}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
