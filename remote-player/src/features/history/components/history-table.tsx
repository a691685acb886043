import { formatDateTime, formatMoney, isNegativeAmount } from '@fund/shared/format';
import type { HistoryRow } from '@fund/shared/schemas/history';
import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { COLUMNS, type HistoryColumn, PAGE_SIZE, typeLabel } from '../model';
import { t } from '../texts';

const CELLS: Record<HistoryColumn, (row: HistoryRow) => string> = {
  room_name: (row) => row.room_name,
  account_record_name: (row) => row.account_record_name,
  currency_name: (row) => row.currency_name,
  amount: (row) => formatMoney(row.amount, row.currency_name),
  type: typeLabel,
  created_datetime: (row) => formatDateTime(row.created_datetime),
};

// On a phone the amount leads its card, the movement's type beside it, the date under them.
const CARD: Partial<Record<HistoryColumn, DataColumn<HistoryRow>['card']>> = {
  amount: 'primary',
  type: 'status',
  created_datetime: 'date',
};

const columns: DataColumn<HistoryRow>[] = COLUMNS.map(({ key, title }) => ({
  id: key,
  header: title,
  cell: CELLS[key],
  card: CARD[key],
  ...(key === 'amount' && {
    align: 'right' as const,
    cellProps: (row: HistoryRow) => ({
      c: isNegativeAmount(row.amount) ? 'red' : undefined,
      ff: 'monospace',
    }),
  }),
}));

interface Props {
  /** The rows of the page shown, newest first as the server sends them. */
  rows: HistoryRow[];
  /** Every row's count (from the server). */
  count: number;
  page: number;
  onPage: (page: number) => void;
  loading?: boolean;
}

/**
 * The rows with the columns of spec 02 §2, amounts and dates formatted, 10 a page, each page from
 * the server (issue 43): newest first, no column sort (it would sort one page only).
 */
export function HistoryTable({ rows, count, page, onPage, loading }: Props) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={760}
      loading={loading}
      serverPage={{ page, count, pageSize: PAGE_SIZE, onPage }}
      countText={(total) => `${t.history.count}: ${total}`}
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
