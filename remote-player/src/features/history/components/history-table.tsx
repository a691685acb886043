import { formatDateTime, formatMoney, isNegativeAmount } from '@fund/shared/format';
import type { HistoryRow } from '@fund/shared/schemas/history';
import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { t } from '../../../texts';
import { COLUMNS, HISTORY_SORTS, type HistoryColumn, PAGE_SIZE, typeLabel } from '../model';

const CELLS: Record<HistoryColumn, (row: HistoryRow) => string> = {
  room_name: (row) => row.room_name,
  account_record_name: (row) => row.account_record_name,
  currency_name: (row) => row.currency_name,
  amount: (row) => formatMoney(row.amount, row.currency_name),
  type: typeLabel,
  created_datetime: (row) => formatDateTime(row.created_datetime),
};

const columns: DataColumn<HistoryRow>[] = COLUMNS.map(({ key, title }) => ({
  id: key,
  header: title,
  cell: CELLS[key],
  sort: HISTORY_SORTS[key],
  ...(key === 'amount' && {
    align: 'right' as const,
    cellProps: (row: HistoryRow) => ({
      c: isNegativeAmount(row.amount) ? 'red' : undefined,
      ff: 'monospace',
    }),
  }),
}));

/** The rows with the columns of spec 02 §2: sortable, 10 a page, amounts and dates formatted. */
export function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={760}
      initialSort={{ id: 'created_datetime', desc: true }}
      pageSize={PAGE_SIZE}
      countText={(count) => `${t.history.count}: ${count}`}
      countTestId="history-count"
      tableProps={{
        striped: true,
        highlightOnHover: true,
        withTableBorder: true,
        'data-testid': 'history-table',
      }}
    />
  );
}
