import { Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataColumn, DataTableProps } from './data-table';
import { NoData } from './no-data';
import type { RowData } from './table-model';
import './data-cards.css';

export type DataCardsProps<T extends RowData> = Pick<
  DataTableProps<T>,
  'columns' | 'rowKey' | 'rowProps' | 'spanRow' | 'tableProps'
> & { rows: T[]; loading: boolean; empty: boolean };

// Row and cell props are written for <tr>/<td>; their data-*, colour and handlers suit a card too.
type Loose = Record<string, unknown>;

/** The table's data-* and aria-* (its test id, its name): the rest is for a <table> only. */
const listProps = (props: object | undefined) =>
  Object.fromEntries(Object.entries(props ?? {}).filter(([key]) => /^(data|aria)-/.test(key)));

/** The columns of each place in a card: declared by `card`, else the first column is the title. */
function places<T>(columns: DataColumn<T>[]) {
  const of = (role: DataColumn<T>['card']) => columns.find((c) => c.card === role);
  const primary = of('primary') ?? columns.find((c) => !c.card);
  const placed = new Set([primary, of('status'), of('date'), of('actions')]);
  return {
    primary,
    status: of('status'),
    date: of('date'),
    actions: of('actions'),
    pairs: columns.filter((c) => !placed.has(c)),
  };
}

function Cell<T>({ column, row, children }: { column: DataColumn<T>; row: T; children?: ReactNode }) {
  return (
    <Box component="span" {...(column.cellProps?.(row) as Loose)}>
      {children ?? column.cell(row)}
    </Box>
  );
}

/**
 * DataTable at ≤ 576 px (issue 42): a card a row, the key figure, status and date on top, the
 * other fields as label/value pairs, the actions as full-width buttons. Loaded only on a phone.
 */
export default function DataCards<T extends RowData>(props: DataCardsProps<T>) {
  const { primary, status, date, actions, pairs } = places(props.columns);
  return (
    // A list only with its cards: a list of a loader or «Нет данных» has no items (axe).
    <Stack
      gap="xs"
      role={props.rows.length > 0 ? 'list' : undefined}
      data-layout="cards"
      {...listProps(props.tableProps)}
    >
      {props.loading && <Skeleton h={96} data-testid="row-loading" />}
      {props.empty && <NoData />}
      {props.rows.map((row) => {
        const key = props.rowKey(row);
        const rowProps = props.rowProps?.(row) as Loose | undefined;
        const span = props.spanRow?.(row);
        if (span !== undefined) {
          return (
            <Text key={key} role="listitem" fw={600} {...rowProps}>
              {span}
            </Text>
          );
        }
        return (
          <Paper key={key} role="listitem" withBorder p="sm" data-card {...rowProps}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              {primary && (
                <Text fw={700} fz="lg" data-card-part="primary">
                  <Cell column={primary} row={row} />
                </Text>
              )}
              {status && (
                <Box data-card-part="status">
                  <Cell column={status} row={row} />
                </Box>
              )}
            </Group>
            {date && (
              <Text size="xs" c="dimmed" data-card-part="date">
                <Cell column={date} row={row} />
              </Text>
            )}
            {pairs.length > 0 && (
              <Text component="dl" size="sm" className="fund-card-pairs">
                {pairs.map((column) => (
                  <Box key={column.id} display="contents">
                    <Text component="dt" size="sm" c="dimmed">
                      {column.header}
                    </Text>
                    <dd>
                      <Cell column={column} row={row} />
                    </dd>
                  </Box>
                ))}
              </Text>
            )}
            {actions && (
              <Box mt="sm" className="fund-card-actions" data-card-part="actions">
                {actions.cell(row)}
              </Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
