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
  isSelected: boolean;
  onToggle: (row: GridRow) => void;
}

/** One grid row; memoised so scrolling renders only the rows that enter the view. */
export const GridRowView = memo(function GridRowView({ row, top, isSelected, onToggle }: Props) {
  const canSelect = isSelectable(row.score);
  return (
    <div
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
      <div style={{ width: CHECK_WIDTH, padding: '0 8px' }}>
        <Checkbox
          aria-label={canSelect ? t.selectRow : t.forbidden}
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
          data-column={column.id}
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
