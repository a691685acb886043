import { formatDateTime } from '@fund/shared/format';
import { NoDataRow, useReturnFocus } from '@fund/shared/ui';
import { Badge, Button, Card, Group, Modal, ScrollArea, SimpleGrid, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useBookDeposit, useBookings } from '../api/bookings';
import { useDeleteDepositRequest, useDepositRequests } from '../api/deposit-requests';
import { t } from '../texts';
import { Money } from './money';
import { RequestStatusBadge } from './request-status';

/**
 * «Удалить запрос?», mounted only while asked: the focus goes back to «Удалить», or, once the row
 * is deleted, to the nearest control left (useReturnFocus).
 */
function DeleteQuestion(props: { loading: boolean; onCancel: () => void; onDelete: () => void }) {
  useReturnFocus();
  return (
    <Modal opened onClose={props.onCancel} title={t.deleteDepositQuestion} centered>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t.cancel}
        </Button>
        <Button color="red" loading={props.loading} onClick={props.onDelete}>
          {t.delete}
        </Button>
      </Group>
    </Modal>
  );
}

export function DepositRequests() {
  const rows = useDepositRequests();
  const [deleting, setDeleting] = useState<number | null>(null);
  const remove = useDeleteDepositRequest();
  return (
    <Card withBorder data-testid="deposit-requests">
      <Text fw={600}>{t.depositRequests}</Text>
      <Text size="xs" c="dimmed" mb="sm">
        {t.depositProcessing}
      </Text>
      <ScrollArea>
        <Table striped miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.columns.date}</Table.Th>
              <Table.Th>{t.columns.roomAccount}</Table.Th>
              <Table.Th ta="right">{t.columns.amount}</Table.Th>
              <Table.Th>{t.columns.comment}</Table.Th>
              <Table.Th>{t.columns.status}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && <NoDataRow colSpan={5} />}
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`deposit-${row.id}`}>
                <Table.Td>{formatDateTime(row.created_datetime)}</Table.Td>
                <Table.Td>
                  {row.room_short_name} / {row.account_record_name}
                </Table.Td>
                <Table.Td ta="right">
                  <Money value={row.amount} currency={row.currency_name} />
                </Table.Td>
                <Table.Td>{row.comment}</Table.Td>
                <Table.Td>
                  <RequestStatusBadge
                    row={row}
                    at={row.status === 'processed' ? row.processed_datetime : null}
                  >
                    {row.status === 'pending' && (
                      <Button
                        size="compact-xs"
                        color="red"
                        variant="light"
                        loading={remove.isPending && remove.variables === row.id}
                        onClick={() => setDeleting(row.id)}
                      >
                        {t.delete}
                      </Button>
                    )}
                  </RequestStatusBadge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {deleting !== null && (
        <DeleteQuestion
          loading={remove.isPending}
          onCancel={() => setDeleting(null)}
          onDelete={() => remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        />
      )}
    </Card>
  );
}

export function Bookings() {
  const rows = useBookings();
  const book = useBookDeposit();
  return (
    <Card withBorder data-testid="bookings">
      <Text fw={600} mb="sm">
        {t.booking}
      </Text>
      <ScrollArea>
        <Table striped miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.columns.date}</Table.Th>
              <Table.Th>{t.columns.room}</Table.Th>
              <Table.Th ta="right">{t.columns.amount}</Table.Th>
              <Table.Th>{t.columns.comment}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && <NoDataRow colSpan={5} />}
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDateTime(row.created_datetime)}</Table.Td>
                <Table.Td>{row.room_name}</Table.Td>
                <Table.Td ta="right">
                  <Money value={row.amount} currency={row.currency_name} />
                </Table.Td>
                <Table.Td>{row.comment}</Table.Td>
                <Table.Td>
                  {row.booked_by_me ? (
                    <Badge>{t.booked}</Badge>
                  ) : (
                    <Button size="compact-xs" onClick={() => book.mutate(row.id)} loading={book.isPending}>
                      {t.book}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Card>
  );
}

export function DepositsSection() {
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }}>
      <DepositRequests />
      <Bookings />
    </SimpleGrid>
  );
}
