import { NoData } from '@fund/shared/ui';
import { Checkbox } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { isSelectable } from '../lib/rating';
import type { GridRow, SortColumn, SortState } from '../lib/rows';
import { t } from '../texts';
import { CHECK_WIDTH, COLUMNS, GRID_WIDTH } from './columns';
import { GridHeader } from './grid-header';
import { Watermark } from './watermark';

/** Spec 02 §2 and §9: the grid is 800 px high. */
export const GRID_HEIGHT = 800;
const ROW_HEIGHT = 36;

interface Props {
  rows: GridRow[];
  selected: Set<string>;
  onToggle: (row: GridRow) => void;
  onToggleAll: () => void;
  sort: SortState | null;
  onSort: (column: SortColumn) => void;
  maxBuyin: number | null;
  onMaxBuyin: (value: number | null) => void;
  watermark: string | null;
}

/** The selectable, sortable, virtualised tournament grid: only the rows in view are in the DOM. */
export function TournamentGrid(props: Props) {
  const { rows, selected, onToggle } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const selectable = rows.filter((row) => isSelectable(row.score));
  const selectedShown = selectable.filter((row) => selected.has(row.key)).length;

  return (
    <div style={{ position: 'relative', height: GRID_HEIGHT }} data-testid="tournament-grid">
      <div
        ref={scrollRef}
        style={{
          height: GRID_HEIGHT,
          overflow: 'auto',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 4,
        }}
        data-testid="tournament-grid-scroll"
      >
        <GridHeader
          sort={props.sort}
          onSort={props.onSort}
          maxBuyin={props.maxBuyin}
          onMaxBuyin={props.onMaxBuyin}
          allSelected={selectable.length > 0 && selectedShown === selectable.length}
          someSelected={selectedShown > 0}
          onToggleAll={props.onToggleAll}
        />
        {rows.length === 0 ? (
          <NoData />
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), width: GRID_WIDTH, position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              const canSelect = isSelectable(row.score);
              const isSelected = selected.has(row.key);
              return (
                <div
                  key={row.key}
                  data-selected={isSelected}
                  data-disabled={!canSelect}
                  data-testid="tournament-row"
                  data-key={row.key}
                  data-score={row.score}
                  onClick={() => onToggle(row)}
                  style={{
                    position: 'absolute',
                    top: 0,
                    transform: `translateY(${item.start}px)`,
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
                  <div style={{ width: CHECK_WIDTH, padding: '0 12px' }}>
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
                        padding: '0 6px',
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
            })}
          </div>
        )}
      </div>
      {props.watermark && <Watermark text={props.watermark} />}
    </div>
  );
}
