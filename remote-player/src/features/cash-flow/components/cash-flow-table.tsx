import type { CashFlowRow } from '@fund/shared/schemas/accounting-responses';
import { SectionCard } from '@fund/shared/ui';
import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { Anchor, Group } from '@mantine/core';
import { useState } from 'react';
import { amountColumn, dateColumn } from '../../../ui/columns';
import { LazyExportMenu } from '../../../ui/export-menu';
import { RequestStatusBadge } from '../../../ui/request-status';
import { CASH_FLOW_EXPORT_PATH, CASH_FLOW_PAGE_SIZE, useCashFlow } from '../api/cash-flow';
import { t } from '../texts';

const columns: DataColumn<CashFlowRow>[] = [
  dateColumn(),
  { id: 'room', header: t.columns.room, cell: (row) => row.room_short_name },
  { id: 'account', header: t.columns.account, cell: (row) => row.account_record_name },
  amountColumn(),
  { id: 'type', header: t.columns.type, cell: (row) => (row.is_payout ? t.kinds.cashout : t.kinds.deposit) },
  {
    id: 'screenshot',
    header: t.columns.screenshot,
    cell: (row) => (
      <Anchor href={row.comment} target="_blank" rel="noreferrer" size="sm">
        {t.link}
      </Anchor>
    ),
  },
  { id: 'status', header: t.columns.status, card: 'status', cell: (row) => <RequestStatusBadge row={row} /> },
];

export function CashFlowTable() {
  const [page, setPage] = useState(1);
  const query = useCashFlow(page);
  const data = query.data;
  return (
    <SectionCard title={t.cashFlow} data-testid="cash-flow">
      <Group justify="flex-end" mb="xs">
        <LazyExportMenu path={CASH_FLOW_EXPORT_PATH} file="cashFlowFile" />
      </Group>
      <DataTable
        columns={columns}
        rows={data?.data ?? []}
        loading={query.isPending}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `cash-flow-${row.id}` })}
        minWidth={700}
        tableProps={{ striped: true }}
        serverPage={{ page, count: data?.count ?? 0, pageSize: CASH_FLOW_PAGE_SIZE, onPage: setPage }}
      />
    </SectionCard>
  );
}
