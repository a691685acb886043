import { ru } from '@fund/shared/i18n';
import { MoneyInput } from '@fund/shared/ui';
import { ariaSort, sortArrow } from '@fund/shared/ui/data-table';
import { Checkbox, Group, UnstyledButton } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { readLimit } from '../lib/limit';
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
            // Headers wrap between words only: «Длительность» broke mid-word (issue 35).
            overflowWrap: 'normal',
            wordBreak: 'keep-all',
            hyphens: 'manual',
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
              <MaxBuyinInput value={maxBuyin} onValue={onMaxBuyin} />
            </Group>
          )}
        </div>
      ))}
    </div>
  );
});

/** The filter a typed max buy-in makes: a non-negative number, nothing otherwise. */
function meant(typed: string | number): number | null {
  const limit = readLimit(typed).value;
  return limit !== null && limit >= 0 ? limit : null;
}

/**
 * The column's max buy-in (spec 02 §2: a non-negative number), read by the shared money input.
 * What is typed stays typed: a negative one, or «5,5» (issue 35: never read as 55), is refused
 * with a message and filters nothing.
 */
function MaxBuyinInput({
  value,
  onValue,
}: {
  value: number | null;
  onValue: (value: number | null) => void;
}) {
  const [text, setText] = useState<string | number>(value ?? '');
  // An outside change (a reset) replaces the text; the value this field itself reported keeps it.
  useEffect(() => setText((current) => (meant(current) === value ? current : (value ?? ''))), [value]);
  const negative = typeof text === 'number' && text < 0;
  return (
    <MoneyInput
      size="xs"
      placeholder={t.maxBuyinFilter}
      aria-label={t.maxBuyinFilter}
      value={text}
      onChange={(next) => {
        setText(next);
        onValue(meant(next));
      }}
      error={readLimit(text).error ?? (negative ? ru.validation.nonNegative : undefined)}
      w="100%"
      data-testid="max-buyin-filter"
    />
  );
}
