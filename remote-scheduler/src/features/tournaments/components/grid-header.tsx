import { ru } from '@fund/shared/i18n';
import { MoneyInput } from '@fund/shared/ui';
import { ariaSort, sortArrow } from '@fund/shared/ui/data-table';
import { ActionIcon, Box, Checkbox, Group, Select, UnstyledButton } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { readLimit } from '../lib/limit';
import { type SortColumn, type SortState, sortOf } from '../lib/rows';
import { t } from '../texts';
import { CHECK_WIDTH, COLUMNS, GRID_WIDTH, PHONE_CHECK_WIDTH, PHONE_COLUMNS, phoneCell } from './columns';

interface Props {
  sort: SortState | null;
  onSort: (column: SortColumn) => void;
  maxBuyin: number | null;
  onMaxBuyin: (value: number | null) => void;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
}

/** The header row, kept in view over the rows as they scroll. */
const HEADER_ROW = {
  display: 'flex',
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: 'var(--mantine-color-gray-0)',
  borderBottom: '1px solid var(--mantine-color-gray-3)',
  fontWeight: 600,
} as const;

/** The header's box that selects every selectable row shown, or none. */
function SelectAll({
  allSelected,
  someSelected,
  onToggleAll,
}: Pick<Props, 'allSelected' | 'someSelected' | 'onToggleAll'>) {
  return (
    <Checkbox
      aria-label={t.selectAll}
      checked={allSelected}
      indeterminate={!allSelected && someSelected}
      onChange={onToggleAll}
      data-testid="select-all"
    />
  );
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
      style={{ ...HEADER_ROW, width: GRID_WIDTH, minHeight: 64, fontSize: 'var(--mantine-font-size-sm)' }}
    >
      <div role="columnheader" style={{ width: CHECK_WIDTH, padding: '8px 8px' }}>
        <SelectAll allSelected={allSelected} someSelected={someSelected} onToggleAll={onToggleAll} />
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

/** The sort select's choice of none: the window's order. */
const NO_SORT = 'none';

interface ToolbarProps {
  sort: SortState | null;
  onSortState: (sort: SortState | null) => void;
  maxBuyin: number | null;
  onMaxBuyin: (value: number | null) => void;
}

/** Sorting by any column (its title from the grid's header) and its direction; the max buy-in. */
export function PhoneToolbar({ sort, onSortState, maxBuyin, onMaxBuyin }: ToolbarProps) {
  const desc = sort?.direction === 'desc';
  return (
    <Group gap="xs" align="flex-end" mb="xs" data-testid="grid-toolbar">
      <Select
        label={t.sort}
        data={[{ value: NO_SORT, label: '—' }, ...COLUMNS.map((c) => ({ value: c.id, label: c.label }))]}
        value={sort?.column ?? NO_SORT}
        onChange={(value) => {
          const column = value === NO_SORT ? null : (value as SortColumn | null);
          onSortState(column ? { column, direction: sort?.direction ?? 'asc' } : null);
        }}
        allowDeselect={false}
        style={{ flex: '1 1 9rem' }}
        data-testid="sort-select"
      />
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={t.descending}
        aria-pressed={desc}
        disabled={!sort}
        onClick={() => sort && onSortState({ ...sort, direction: desc ? 'asc' : 'desc' })}
        data-testid="sort-direction"
      >
        {sortArrow(desc ? 'desc' : 'asc').trim()}
      </ActionIcon>
      <Box style={{ flex: '1 1 9rem' }}>
        <MaxBuyinInput value={maxBuyin} onValue={onMaxBuyin} label={t.maxBuyinFilter} />
      </Box>
    </Group>
  );
}

interface HeaderProps {
  sort: SortState | null;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
}

/** The sticky header of a phone's rows: select all, then the titles of the cells shown. */
export function PhoneHeader({ sort, ...selectAll }: HeaderProps) {
  return (
    <div
      role="row"
      aria-rowindex={1}
      style={{ ...HEADER_ROW, alignItems: 'center', minHeight: 44, fontSize: 'var(--mantine-font-size-xs)' }}
    >
      <div
        role="columnheader"
        style={{ flex: `0 0 ${PHONE_CHECK_WIDTH}px`, display: 'flex', justifyContent: 'center' }}
      >
        <SelectAll {...selectAll} />
      </div>
      {PHONE_COLUMNS.map((column, i) => (
        <div
          key={column.id}
          role="columnheader"
          aria-sort={ariaSort(sortOf(sort, column.id))}
          style={phoneCell(column.width, i === PHONE_COLUMNS.length - 1)}
        >
          {t.columns[column.id]}
          {sortArrow(sortOf(sort, column.id))}
        </div>
      ))}
    </div>
  );
}

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
  label,
}: {
  value: number | null;
  onValue: (value: number | null) => void;
  /** Shown above the field (a phone's toolbar); in the column's header the placeholder names it. */
  label?: string;
}) {
  const [text, setText] = useState<string | number>(value ?? '');
  // An outside change (a reset) replaces the text; the value this field itself reported keeps it.
  useEffect(() => setText((current) => (meant(current) === value ? current : (value ?? ''))), [value]);
  const negative = typeof text === 'number' && text < 0;
  return (
    <MoneyInput
      size={label ? 'sm' : 'xs'}
      label={label}
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
