import { SectionCard, useReturnFocus } from '@fund/shared/ui';
import { DataTable } from '@fund/shared/ui/data-table';
import { Badge, Button, Group, Modal, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { amountColumn, dateColumn } from '../../../ui/columns';
import { RequestStatusBadge } from '../../../ui/request-status';
import { useBookDeposit, useBookings } from '../api/bookings';
import { useDeleteDepositRequest, useDepositRequests } from '../api/deposit-requests';
import { t } from '../texts';

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
    <SectionCard title={t.depositRequests} hint={t.depositProcessing} data-testid="deposit-requests">
      <DataTable
        columns={[
          dateColumn(),
          {
            id: 'account',
            header: t.columns.roomAccount,
            cell: (row) => (
              <>
                {row.room_short_name} / {row.account_record_name}
              </>
            ),
          },
          amountColumn(),
          { id: 'comment', header: t.columns.comment, cell: (row) => row.comment },
          {
            id: 'status',
            header: t.columns.status,
            cell: (row) => (
              <RequestStatusBadge row={row} at={row.status === 'processed' ? row.processed_datetime : null}>
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
            ),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `deposit-${row.id}` })}
        minWidth={560}
        tableProps={{ striped: true }}
      />
      {deleting !== null && (
        <DeleteQuestion
          loading={remove.isPending}
          onCancel={() => setDeleting(null)}
          onDelete={() => remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        />
      )}
    </SectionCard>
  );
}

export function Bookings() {
  const rows = useBookings();
  const book = useBookDeposit();
  return (
    <SectionCard title={t.booking} data-testid="bookings">
      <DataTable
        columns={[
          dateColumn(),
          { id: 'room', header: t.columns.room, cell: (row) => row.room_name },
          amountColumn(),
          { id: 'comment', header: t.columns.comment, cell: (row) => row.comment },
          {
            id: 'book',
            header: null,
            cell: (row) =>
              row.booked_by_me ? (
                <Badge>{t.booked}</Badge>
              ) : (
                <Button size="compact-xs" onClick={() => book.mutate(row.id)} loading={book.isPending}>
                  {t.book}
                </Button>
              ),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        minWidth={560}
        tableProps={{ striped: true }}
      />
    </SectionCard>
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
