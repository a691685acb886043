import type { Transfer } from '@fund/shared/schemas/accounting-responses';
import { Money, SectionCard } from '@fund/shared/ui';
import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { Button, Group, Tabs, Text } from '@mantine/core';
import { amountColumn, dateColumn } from '../../../ui/columns';
import { LazyExportMenu } from '../../../ui/export-menu';
import { TRANSFERS_EXPORT_PATH, useTransfers } from '../api/transfers';
import { t } from '../texts';

interface Props {
  onHold: (transfer: Transfer) => void;
  onConfirm: (transfer: Transfer) => void;
}

const columns = ({ onHold, onConfirm }: Props): DataColumn<Transfer>[] => [
  dateColumn(),
  { id: 'room', header: t.columns.room, cell: (row) => row.room_short_name },
  {
    id: 'sender',
    header: t.columns.sender,
    cell: (row) => (
      <>
        {row.send_account_nickname}
        <Text size="xs" c="dimmed">
          {row.send_ewallet?.address}
        </Text>
      </>
    ),
  },
  {
    id: 'receiver',
    header: t.columns.receiver,
    cell: (row) => (
      <>
        {row.receiver_is_admin ? t.fund : row.receive_account_nickname}
        <Text size="xs" c="dimmed">
          {row.receive_ewallet?.address}
        </Text>
      </>
    ),
  },
  amountColumn(),
  { id: 'comment', header: t.columns.comment, cell: (row) => row.admin_comment },
  {
    id: 'actions',
    header: t.columns.actions,
    card: 'actions',
    cell: (row) => (
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-xs"
          variant="light"
          disabled={row.is_balance_hold || row.type === 'receive'}
          onClick={() => onHold(row)}
        >
          {t.hold}
        </Button>
        <Button size="compact-xs" onClick={() => onConfirm(row)}>
          {t.confirm}
        </Button>
        {row.is_balance_hold && (
          <Text size="xs" c="dimmed" data-testid="held">
            {t.held}: <Money value={row.amount} currency={row.currency_name} />
          </Text>
        )}
      </Group>
    ),
  },
];

function Rows({ items, loading, ...props }: Props & { items: Transfer[]; loading: boolean }) {
  return (
    <DataTable
      columns={columns(props)}
      rows={items}
      loading={loading}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': `transfer-${row.id}` })}
      minWidth={800}
      tableProps={{ striped: true }}
    />
  );
}

export function TransfersTable(props: Props) {
  const query = useTransfers();
  const data = query.data;
  return (
    <SectionCard title={t.transfers} data-testid="transfers">
      <Tabs defaultValue="send">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Tabs.List>
            <Tabs.Tab value="send">
              {t.toSend} ({data?.to_send.length ?? 0})
            </Tabs.Tab>
            <Tabs.Tab value="receive">
              {t.toReceive} ({data?.to_receive.length ?? 0})
            </Tabs.Tab>
          </Tabs.List>
          <LazyExportMenu path={TRANSFERS_EXPORT_PATH} file="transfersFile" />
        </Group>
        <Tabs.Panel value="send">
          <Rows items={data?.to_send ?? []} loading={query.isPending} {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="receive">
          <Rows items={data?.to_receive ?? []} loading={query.isPending} {...props} />
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}
