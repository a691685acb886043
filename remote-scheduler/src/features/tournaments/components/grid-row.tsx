import { formatMoney, weekdaysShort } from '@fund/shared/format';
import { Checkbox, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { isSelectable } from '../lib/rating';
import type { GridRow } from '../lib/rows';
import { t } from '../texts';
import { CHECK_WIDTH, COLUMNS, GRID_WIDTH, PHONE_CHECK_WIDTH, PHONE_COLUMNS, phoneCell } from './columns';

export const ROW_HEIGHT = 36;
/** A phone's row (issue 42): a finger's height. */
export const PHONE_ROW_HEIGHT = 48;

interface Props {
  row: GridRow;
  top: number;
  /** 1-based position among the grid's rows, the header being row 1 (aria-rowindex). */
  rowIndex: number;
  isSelected: boolean;
  onToggle: (row: GridRow) => void;
}

/** The same tournament runs on several days: the name alone would not tell the rows apart. */
const rowName = (row: GridRow) => `${row.name}, ${weekdaysShort[row.localDay]} ${row.localTime}`;

/** A row's selection box, named after its tournament; a Forbidden one is disabled (spec 02 §2). */
function RowCheckbox({ row, isSelected, onToggle }: Pick<Props, 'row' | 'isSelected' | 'onToggle'>) {
  const canSelect = isSelectable(row.score);
  const which = rowName(row);
  return (
    <Checkbox
      aria-label={canSelect ? `${t.selectRow} ${which}` : `${t.forbidden}: ${which}`}
      title={canSelect ? undefined : t.forbidden}
      checked={isSelected}
      disabled={!canSelect}
      onChange={() => onToggle(row)}
      onClick={(e) => e.stopPropagation()}
      data-testid="row-checkbox"
    />
  );
}

/** A row's background: blue when selected, grey when it cannot be. */
const rowBackground = (row: GridRow, isSelected: boolean) =>
  isSelected
    ? 'var(--mantine-color-blue-0)'
    : isSelectable(row.score)
      ? undefined
      : 'var(--mantine-color-gray-1)';

/** A row's ARIA state and the data the e2e tests read, the same in both layouts. */
const rowAttributes = (row: GridRow, rowIndex: number, isSelected: boolean) => ({
  role: 'row',
  'aria-rowindex': rowIndex,
  'aria-selected': isSelected,
  'data-testid': 'tournament-row',
  'data-key': row.key,
  'data-score': row.score,
  'data-selected': isSelected,
  'data-disabled': !isSelectable(row.score),
});

/** One grid row; memoised so scrolling renders only the rows that enter the view. */
export const GridRowView = memo(function GridRowView({ row, top, rowIndex, isSelected, onToggle }: Props) {
  const canSelect = isSelectable(row.score);
  return (
    <div
      {...rowAttributes(row, rowIndex, isSelected)}
      onClick={() => onToggle(row)}
      style={{
        position: 'absolute',
        top: 0,
        transform: `translateY(${top}px)`,
        height: ROW_HEIGHT,
        width: GRID_WIDTH,
        display: 'flex',
        alignItems: 'center',
        fontSize: 'var(--mantine-font-size-sm)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        cursor: canSelect ? 'pointer' : 'not-allowed',
        background: rowBackground(row, isSelected),
      }}
    >
      <div role="gridcell" style={{ width: CHECK_WIDTH, padding: '0 8px' }}>
        <RowCheckbox row={row} isSelected={isSelected} onToggle={onToggle} />
      </div>
      {COLUMNS.map((column) => (
        <div
          key={column.id}
          role="gridcell"
          data-column={column.id}
          // A cell cut to fit (network, name, duration) shows its whole text on hover.
          title={column.text?.(row)}
          style={{
            width: column.width,
            padding: '0 4px',
            textAlign: column.align ?? 'left',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {column.render(row)}
        </div>
      ))}
    </div>
  );
});

interface RowProps {
  row: GridRow;
  top: number;
  rowIndex: number;
  isSelected: boolean;
  onToggle: (row: GridRow) => void;
  onOpen: (row: GridRow) => void;
}

/** A phone's row: a tap opens its other fields; the box (and its cell) selects it. */
export const PhoneRowView = memo(function PhoneRowView({
  row,
  top,
  rowIndex,
  isSelected,
  onToggle,
  onOpen,
}: RowProps) {
  const canSelect = isSelectable(row.score);
  return (
    <div
      {...rowAttributes(row, rowIndex, isSelected)}
      onClick={() => onOpen(row)}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        transform: `translateY(${top}px)`,
        height: PHONE_ROW_HEIGHT,
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        fontSize: 'var(--mantine-font-size-sm)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        cursor: 'pointer',
        background: rowBackground(row, isSelected),
      }}
    >
      {/* The box's own click stops here; a tap beside it in the cell toggles too (a finger's target). */}
      <div
        role="gridcell"
        onClick={(e) => {
          e.stopPropagation();
          if (canSelect) onToggle(row);
        }}
        style={{
          flex: `0 0 ${PHONE_CHECK_WIDTH}px`,
          alignSelf: 'stretch',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          cursor: canSelect ? 'pointer' : 'not-allowed',
        }}
      >
        <RowCheckbox row={row} isSelected={isSelected} onToggle={onToggle} />
      </div>
      <div role="gridcell" data-column="name" style={phoneCell(undefined)}>
        <UnstyledButton
          aria-label={rowName(row)}
          aria-haspopup="dialog"
          onClick={(e) => {
            e.stopPropagation();
            onOpen(row);
          }}
          fz="sm"
          fw={500}
          w="100%"
          mih={44}
          style={{ display: 'block', textAlign: 'left', overflow: 'hidden', textOverflow: 'ellipsis' }}
          data-testid="row-details-open"
        >
          {row.name}
        </UnstyledButton>
      </div>
      <div role="gridcell" data-column="start_time" style={phoneCell(PHONE_COLUMNS[1].width)}>
        {weekdaysShort[row.localDay]} {row.localTime}
      </div>
      <div role="gridcell" data-column="buyin" style={phoneCell(PHONE_COLUMNS[2].width, true)}>
        {formatMoney(row.buyin, row.currency)}
      </div>
    </div>
  );
});
