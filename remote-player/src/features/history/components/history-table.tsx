import { formatDateTime, formatMoney, isNegativeAmount } from '@fund/shared/format';
import { HISTORY_TYPE_LABELS, type HistoryRow } from '@fund/shared/schemas/history';
import { NoDataRow } from '@fund/shared/ui';
import { Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { t } from '../../../texts';
import { COLUMNS, type HistorySort, PAGE_SIZE, pageCount, pageOf, sortHistory, toggleSort } from '../model';

/** The rows with the columns of spec 02 §2: sortable, 10 a page, amounts and dates formatted. */
export function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  const [sort, setSort] = useState<HistorySort>({ column: 'created_datetime', direction: 'desc' });
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortHistory(rows, sort), [rows, sort]);
  const pages = pageCount(sorted.length);
  useEffect(() => setPage((p) => Math.min(p, pages)), [pages]);

  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover withTableBorder data-testid="history-table">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th
                  key={column.key}
                  ta={column.key === 'amount' ? 'right' : undefined}
                  aria-sort={
                    sort.column === column.key
                      ? sort.direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : 'none'
                  }
                >
                  <UnstyledButton fw={600} fz="sm" onClick={() => setSort((s) => toggleSort(s, column.key))}>
                    {column.title}
                    {sort.column === column.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                  </UnstyledButton>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.length === 0 ? <NoDataRow colSpan={COLUMNS.length} /> : null}
            {pageOf(sorted, page).map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.room_name}</Table.Td>
                <Table.Td>{row.account_record_name}</Table.Td>
                <Table.Td>{row.currency_name}</Table.Td>
                <Table.Td ta="right" c={isNegativeAmount(row.amount) ? 'red' : undefined} ff="monospace">
                  {formatMoney(row.amount, row.currency_name)}
                </Table.Td>
                <Table.Td>{HISTORY_TYPE_LABELS[row.type] ?? row.type}</Table.Td>
                <Table.Td>{formatDateTime(row.created_datetime)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="history-count">
          {t.history.count}: {sorted.length}
        </Text>
        {sorted.length > PAGE_SIZE ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
      </Group>
    </>
  );
}
