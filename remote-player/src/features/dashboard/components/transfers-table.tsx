import { formatDateTime } from '@fund/shared/format';
import type { Transfer } from '@fund/shared/schemas/accounting-responses';
import { NoDataRow } from '@fund/shared/ui';
import { Button, Card, Group, ScrollArea, Table, Tabs, Text } from '@mantine/core';
import { useTransfers } from '../api/transfers';
import { t } from '../texts';
import { Money } from './money';

interface Props {
  onHold: (transfer: Transfer) => void;
  onConfirm: (transfer: Transfer) => void;
}

function Rows({ items, onHold, onConfirm }: Props & { items: Transfer[] }) {
  return (
    <ScrollArea>
      <Table striped miw={800}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.columns.date}</Table.Th>
            <Table.Th>{t.columns.room}</Table.Th>
            <Table.Th>{t.columns.sender}</Table.Th>
            <Table.Th>{t.columns.receiver}</Table.Th>
            <Table.Th ta="right">{t.columns.amount}</Table.Th>
            <Table.Th>{t.columns.comment}</Table.Th>
            <Table.Th>{t.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 && <NoDataRow colSpan={7} />}
          {items.map((row) => (
            <Table.Tr key={row.id} data-testid={`transfer-${row.id}`}>
              <Table.Td>{formatDateTime(row.created_datetime)}</Table.Td>
              <Table.Td>{row.room_short_name}</Table.Td>
              <Table.Td>
                {row.send_account_nickname}
                <Text size="xs" c="dimmed">
                  {row.send_ewallet?.address}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.receiver_is_admin ? t.fund : row.receive_account_nickname}
                <Text size="xs" c="dimmed">
                  {row.receive_ewallet?.address}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Money value={row.amount} currency={row.currency_name} />
              </Table.Td>
              <Table.Td>{row.admin_comment}</Table.Td>
              <Table.Td>
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
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export function TransfersTable(props: Props) {
  const data = useTransfers();
  return (
    <Card withBorder data-testid="transfers">
      <Text fw={600} mb="sm">
        {t.transfers}
      </Text>
      <Tabs defaultValue="send">
        <Tabs.List>
          <Tabs.Tab value="send">
            {t.toSend} ({data?.to_send.length ?? 0})
          </Tabs.Tab>
          <Tabs.Tab value="receive">
            {t.toReceive} ({data?.to_receive.length ?? 0})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="send">
          <Rows items={data?.to_send ?? []} {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="receive">
          <Rows items={data?.to_receive ?? []} {...props} />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
