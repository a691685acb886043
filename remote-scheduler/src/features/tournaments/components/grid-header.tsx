import { ariaSort, sortArrow } from '@fund/shared/ui/data-table';
import { Checkbox, Group, NumberInput, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { type SortColumn, type SortState, sortOf } from '../lib/rows';
import { t } from '../texts';
import { CHECK_WIDTH, COLUMNS, GRID_WIDTH } from './columns';

interface Props {
  sort: SortState | null;
  onSort: (column: SortColumn) => void;
  maxBuyin: number | null;
  onMaxBuyin: (value: number | null) => void;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
}

/** Sticky header: sort buttons on every column, the max-buy-in filter under the USD buy-in. */
export const GridHeader = memo(function GridHeader({
  sort,
  onSort,
  maxBuyin,
  onMaxBuyin,
  allSelected,
  someSelected,
  onToggleAll,
}: Props) {
  return (
    <div
      role="row"
      aria-rowindex={1}
      style={{
        display: 'flex',
        position: 'sticky',
        top: 0,
        zIndex: 2,
        width: GRID_WIDTH,
        minHeight: 64,
        background: 'var(--mantine-color-gray-0)',
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        fontWeight: 600,
        fontSize: 'var(--mantine-font-size-sm)',
      }}
    >
      <div role="columnheader" style={{ width: CHECK_WIDTH, padding: '8px 8px' }}>
        <Checkbox
          aria-label={t.selectAll}
          checked={allSelected}
          indeterminate={!allSelected && someSelected}
          onChange={onToggleAll}
          data-testid="select-all"
        />
      </div>
      {COLUMNS.map((column) => (
        <div
          key={column.id}
          role="columnheader"
          aria-sort={ariaSort(sortOf(sort, column.id))}
          data-sort={ariaSort(sortOf(sort, column.id))}
          style={{
            width: column.width,
            padding: '8px 4px',
            textAlign: column.align ?? 'left',
            overflowWrap: 'anywhere',
            hyphens: 'auto',
          }}
        >
          <UnstyledButton
            onClick={() => onSort(column.id)}
            fw={600}
            fz="xs"
            data-testid={`sort-${column.id}`}
          >
            {column.label}
            {sortArrow(sortOf(sort, column.id))}
          </UnstyledButton>
          {column.id === 'usd_buyin' && (
            <Group mt={4} justify="flex-end">
              <NumberInput
                size="xs"
                placeholder={t.maxBuyinFilter}
                aria-label={t.maxBuyinFilter}
                value={maxBuyin ?? ''}
                onChange={(value) => onMaxBuyin(typeof value === 'number' && value >= 0 ? value : null)}
                min={0}
                allowNegative={false}
                decimalScale={2}
                hideControls
                w="100%"
                data-testid="max-buyin-filter"
              />
            </Group>
          )}
        </div>
      ))}
    </div>
  );
});
