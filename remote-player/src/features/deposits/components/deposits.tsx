import type { BookingRow } from '@fund/shared/schemas/accounting-responses';
import { Money, SectionCard } from '@fund/shared/ui';
import { DataTable } from '@fund/shared/ui/data-table';
import { Badge, Button, Group, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { LazyDialogs, lazyNamed } from '../../../lib/lazy-named';
import { amountColumn, dateColumn } from '../../../ui/columns';
import { LazyExportMenu } from '../../../ui/export-menu';
import { RequestStatusBadge } from '../../../ui/request-status';
import { useBookDeposit, useBookings } from '../api/bookings';
import {
  DEPOSIT_REQUESTS_EXPORT_PATH,
  useDeleteDepositRequest,
  useDepositRequests,
} from '../api/deposit-requests';
import { t } from '../texts';

// The one question (@fund/shared), its code loaded when first asked.
const ConfirmDialog = lazyNamed(
  () => import('@fund/shared/ui/dialog-actions').then(({ ConfirmDialog }) => ({ ConfirmDialog })),
  'ConfirmDialog',
);

export function DepositRequests() {
  const rows = useDepositRequests();
  const [deleting, setDeleting] = useState<number | null>(null);
  const remove = useDeleteDepositRequest();
  return (
    <SectionCard title={t.depositRequests} hint={t.depositProcessing} data-testid="deposit-requests">
      <Group justify="flex-end" mb="xs">
        <LazyExportMenu path={DEPOSIT_REQUESTS_EXPORT_PATH} file="depositRequestsFile" />
      </Group>
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
            card: 'status',
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
      <LazyDialogs onFailed={() => setDeleting(null)}>
        {deleting !== null && (
          <ConfirmDialog
            question={t.deleteDepositQuestion}
            confirmLabel={t.delete}
            confirmColor="red"
            loading={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
          />
        )}
      </LazyDialogs>
    </SectionCard>
  );
}

export function Bookings() {
  const rows = useBookings();
  const book = useBookDeposit();
  // Booking cannot be undone: it is asked first (issue 35).
  const [asked, setAsked] = useState<BookingRow | null>(null);
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
                <Button
                  size="compact-xs"
                  onClick={() => setAsked(row)}
                  loading={book.isPending && book.variables === row.id}
                >
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
      <LazyDialogs onFailed={() => setAsked(null)}>
        {asked !== null && (
          <ConfirmDialog
            question={t.bookQuestion}
            confirmLabel={t.book}
            loading={book.isPending}
            onCancel={() => setAsked(null)}
            onConfirm={() => book.mutate(asked.id, { onSettled: () => setAsked(null) })}
          >
            {asked.room_name}: <Money value={asked.amount} currency={asked.currency_name} />. {t.bookFinal}
          </ConfirmDialog>
        )}
      </LazyDialogs>
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
