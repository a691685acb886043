import { formatDateTime } from '@fund/shared/format';
import { Card, ScrollArea, Table, Text } from '@mantine/core';
import { usePayoutRequests } from '../api/payout-requests';
import { t } from '../texts';
import { Money } from './money';
import { RequestStatusBadge } from './request-status';

/** The player's payout requests and what the back office decided (shown once there is one). */
export function PayoutRequests() {
  const rows = usePayoutRequests();
  if (rows.length === 0) return null;
  return (
    <Card withBorder data-testid="payout-requests">
      <Text fw={600} mb="sm">
        {t.payoutRequests}
      </Text>
      <ScrollArea>
        <Table striped miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.columns.date}</Table.Th>
              <Table.Th>{t.columns.accounts}</Table.Th>
              <Table.Th>{t.columns.status}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`payout-request-${row.id}`}>
                <Table.Td>{formatDateTime(row.created_datetime)}</Table.Td>
                <Table.Td>
                  {row.items.map((item) => (
                    <Text key={item.account_record_id} size="sm">
                      {item.room_name} / {item.account_record_name}
                      {item.amount !== null && (
                        <>
                          {': '}
                          <Money value={item.amount} currency={item.currency_name} />
                        </>
                      )}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>
                  <RequestStatusBadge row={row} at={row.status === 'approved' ? row.paid_at : null} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Card>
  );
}
