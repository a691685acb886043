import type { PayoutRequestRow } from '@fund/shared/schemas/accounting-responses';
import { Money, SectionCard } from '@fund/shared/ui';
import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { Text } from '@mantine/core';
import { dateColumn } from '../../../ui/columns';
import { RequestStatusBadge } from '../../../ui/request-status';
import { usePayoutRequests } from '../api/payout-requests';
import { t } from '../texts';

const columns: DataColumn<PayoutRequestRow>[] = [
  dateColumn(),
  {
    id: 'accounts',
    header: t.columns.accounts,
    cell: (row) =>
      row.items.map((item) => (
        <Text key={item.account_record_id} size="sm">
          {item.room_name} / {item.account_record_name}
          {item.amount !== null && (
            <>
              {': '}
              <Money value={item.amount} currency={item.currency_name} />
            </>
          )}
        </Text>
      )),
  },
  {
    id: 'status',
    header: t.columns.status,
    card: 'status',
    cell: (row) => <RequestStatusBadge row={row} at={row.status === 'approved' ? row.paid_at : null} />,
  },
];

/** The player's payout requests and what the back office decided (shown once there is one). */
export function PayoutRequests() {
  const rows = usePayoutRequests();
  if (rows.length === 0) return null;
  return (
    <SectionCard title={t.payoutRequests} data-testid="payout-requests">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `payout-request-${row.id}` })}
        minWidth={560}
        tableProps={{ striped: true }}
      />
    </SectionCard>
  );
}
