import { BACKOFFICE_DEFAULT_PAGE_SIZE } from '@fund/shared/schemas/backoffice';
import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../texts';

// A queue's card on a phone (issue 42): the amount, status and date on top, the actions below.
const CARD: Record<string, DataColumn<unknown>['card']> = {
  [t.columns.amount]: 'primary',
  [t.columns.status]: 'status',
  [t.columns.date]: 'date',
  [t.columns.actions]: 'actions',
};

/** A column named by its header (headers are unique within a list), its card place by the header. */
export const column = <Row,>(
  header: string,
  cell: (row: Row) => ReactNode,
  extra?: Partial<DataColumn<Row>>,
): DataColumn<Row> => ({ id: header, header, cell, card: CARD[header], ...extra });

/** A server-paged list of the back office: the shared DataTable with «Всего: N» and the pages. */
export function PagedTable<Row extends { id: number }>(props: {
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowTestId: (row: Row) => string;
  empty: boolean;
  count: number;
  page: number;
  onPage: (page: number) => void;
  failed?: boolean;
  testId: string;
  minWidth?: number;
}) {
  return (
    <Stack gap="sm" data-testid={props.testId}>
      {props.failed && <Alert color="red">{t.loadError}</Alert>}
      <DataTable
        columns={props.columns}
        rows={props.rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': props.rowTestId(row) })}
        empty={props.empty}
        minWidth={props.minWidth ?? 760}
        serverPage={{
          page: props.page,
          count: props.count,
          pageSize: BACKOFFICE_DEFAULT_PAGE_SIZE,
          onPage: props.onPage,
        }}
        pagerLabel={t.filters.pages}
        countText={t.total}
        tableProps={{ striped: true, verticalSpacing: 'xs', 'aria-label': props.caption }}
      />
    </Stack>
  );
}
