import { weekdaysShort } from '@fund/shared/format';
import { Checkbox } from '@mantine/core';
import { memo } from 'react';
import { isSelectable } from '../lib/rating';
import type { GridRow } from '../lib/rows';
import { t } from '../texts';
import { CHECK_WIDTH, COLUMNS, GRID_WIDTH } from './columns';

export const ROW_HEIGHT = 36;

interface Props {
  row: GridRow;
  top: number;
  /** 1-based position among the grid's rows, the header being row 1 (aria-rowindex). */
  rowIndex: number;
  isSelected: boolean;
  onToggle: (row: GridRow) => void;
}

/** One grid row; memoised so scrolling renders only the rows that enter the view. */
export const GridRowView = memo(function GridRowView({ row, top, rowIndex, isSelected, onToggle }: Props) {
  const canSelect = isSelectable(row.score);
  // The same tournament runs on several days: the name alone would not tell the rows apart.
  const which = `${row.name}, ${weekdaysShort[row.localDay]} ${row.localTime}`;
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-selected={isSelected}
      data-testid="tournament-row"
      data-key={row.key}
      data-score={row.score}
      data-selected={isSelected}
      data-disabled={!canSelect}
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
        background: isSelected
          ? 'var(--mantine-color-blue-0)'
          : canSelect
            ? undefined
            : 'var(--mantine-color-gray-1)',
      }}
    >
      <div role="gridcell" style={{ width: CHECK_WIDTH, padding: '0 8px' }}>
        <Checkbox
          aria-label={canSelect ? `${t.selectRow} ${which}` : `${t.forbidden}: ${which}`}
          title={canSelect ? undefined : t.forbidden}
          checked={isSelected}
          disabled={!canSelect}
          onChange={() => onToggle(row)}
          onClick={(e) => e.stopPropagation()}
          data-testid="row-checkbox"
        />
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
