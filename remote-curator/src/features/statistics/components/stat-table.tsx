import { formatDate, trimDecimal } from '@fund/shared/format';
import type { StatCell, StatTable as Table_ } from '@fund/shared/schemas/curator';
import { NoData } from '@fund/shared/ui';
import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { t } from '../../../texts';

type Group_ = Table_['data'][number];
/** A category heading or one field's row of cells. */
type Line = { category: Group_['category'] } | { field: Group_['rows'][number] };

function CellValue({ cell }: { cell: StatCell | null }) {
  if (!cell) return '—';
  const body = (
    <Text size="sm" span data-testid="stat-value">
      {trimDecimal(cell.value)}
      {cell.note && ' *'}
    </Text>
  );
  return cell.note ? <Tooltip label={cell.note}>{body}</Tooltip> : body;
}

const cellOf = (line: Line, index: number) => ('field' in line ? (line.field.cells[index] ?? null) : null);

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
  const lines: Line[] = table.data.flatMap((group) => [
    { category: group.category },
    ...group.rows.map((field) => ({ field })),
  ]);
  const columns: DataColumn<Line>[] = [
    { id: 'field', header: t.stats.field, cell: (line) => ('field' in line ? line.field.field.name : null) },
    ...table.columns.map(
      (column, index): DataColumn<Line> => ({
        id: String(column.id),
        header: (
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
        ),
        cell: (line) => <CellValue cell={cellOf(line, index)} />,
        cellProps: (line) => {
          const cell = cellOf(line, index);
          return cell
            ? { bg: cell.color ? `${cell.color}.1` : undefined, 'data-color': cell.color ?? '' }
            : {};
        },
      }),
    ),
  ];
  return (
    <DataTable
      columns={columns}
      rows={lines}
      rowKey={(line) => ('field' in line ? line.field.field.id : `c${line.category.id}`)}
      rowProps={(line) => ('category' in line ? { bg: 'gray.0' } : {})}
      spanRow={(line) =>
        'category' in line ? (
          <Text fw={600} size="sm">
            {line.category.name}
          </Text>
        ) : undefined
      }
      empty={false}
      minWidth={400}
      tableProps={{ withTableBorder: true, withColumnBorders: true, 'data-testid': 'stat-table' }}
    />
  );
}
