import { formatDateTime } from '@fund/shared/format';
import { Money } from '@fund/shared/ui';
import type { DataColumn } from '@fund/shared/ui/data-table';
import { t } from './texts';

/** «Дата» of a request or movement. */
export const dateColumn = <Row extends { created_datetime: string }>(): DataColumn<Row> => ({
  id: 'date',
  header: t.columns.date,
  card: 'date',
  cell: (row) => formatDateTime(row.created_datetime),
});

/** «Сумма», right-aligned, in the row's currency. */
export const amountColumn = <Row extends { amount: string; currency_name: string }>(): DataColumn<Row> => ({
  id: 'amount',
  header: t.columns.amount,
  align: 'right',
  card: 'primary',
  cell: (row) => <Money value={row.amount} currency={row.currency_name} />,
});
