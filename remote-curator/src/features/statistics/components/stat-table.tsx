import { formatDate, trimDecimal } from '@fund/shared/format';
import type { StatCell, StatTable as Table_ } from '@fund/shared/schemas/curator';
import { NoData } from '@fund/shared/ui';
import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { t } from '../../../texts';

function Cell({ cell }: { cell: StatCell | null }) {
  if (!cell) return <Table.Td>—</Table.Td>;
  const body = (
    <Text size="sm" span data-testid="stat-value">
      {trimDecimal(cell.value)}
      {cell.note && ' *'}
    </Text>
  );
  return (
    <Table.Td bg={cell.color ? `${cell.color}.1` : undefined} data-color={cell.color ?? ''}>
      {cell.note ? <Tooltip label={cell.note}>{body}</Tooltip> : body}
    </Table.Td>
  );
}

/** Rows by category, columns by revision date; each cell shows value, colour and note. */
export function StatTable({
  table,
  onDelete,
  deleteDisabled,
}: {
  table: Table_;
  onDelete?: (columnId: number) => void;
  deleteDisabled: boolean;
}) {
  if (table.columns.length === 0) return <NoData />;
  return (
    <Table.ScrollContainer minWidth={400}>
      <Table withTableBorder withColumnBorders data-testid="stat-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.stats.field}</Table.Th>
            {table.columns.map((column) => (
              <Table.Th key={column.id}>
                <Group gap={4} wrap="nowrap">
                  {formatDate(column.revision_date)}
                  {onDelete && (
                    <Tooltip label={t.stats.disabled} disabled={!deleteDisabled}>
                      <ActionIcon
                        size="xs"
                        color="red"
                        variant="subtle"
                        aria-label={t.common.delete}
                        disabled={deleteDisabled}
                        onClick={() => onDelete(column.id)}
                      >
                        ×
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.data.flatMap((group) => [
            <Table.Tr key={`c${group.category.id}`} bg="gray.0">
              <Table.Td colSpan={table.columns.length + 1}>
                <Text fw={600} size="sm">
                  {group.category.name}
                </Text>
              </Table.Td>
            </Table.Tr>,
            ...group.rows.map((row) => (
              <Table.Tr key={row.field.id}>
                <Table.Td>{row.field.name}</Table.Td>
                {row.cells.map((cell, index) => (
                  <Cell key={table.columns[index]?.id ?? index} cell={cell} />
                ))}
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
