import { NoData } from '@fund/shared/ui';
import { Center, Loader } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { isSelectable } from '../lib/rating';
import type { GridRow, SortColumn, SortState } from '../lib/rows';
import { t } from '../texts';
import { COLUMNS, GRID_WIDTH } from './columns';
import { GridHeader } from './grid-header';
import { GridRowView, ROW_HEIGHT } from './grid-row';
import { Watermark } from './watermark';

/** Spec 02 §2 and §9: the grid is 800 px high. */
const GRID_HEIGHT = 800;

interface Props {
  rows: GridRow[];
  /** The first answer is still to come: a loader, not «Нет данных». */
  loading?: boolean;
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
  const selectable = useMemo(() => rows.filter((row) => isSelectable(row.score)), [rows]);
  const selectedShown = useMemo(
    () => selectable.filter((row) => selected.has(row.key)).length,
    [selectable, selected],
  );

  return (
    <div style={{ position: 'relative', height: GRID_HEIGHT }} data-testid="tournament-grid">
      <div
        ref={scrollRef}
        role="grid"
        aria-label={t.gridLabel}
        aria-rowcount={rows.length + 1}
        aria-colcount={COLUMNS.length + 1}
        aria-multiselectable
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
          <div role="row">
            <div role="gridcell">
              {props.loading ? (
                <Center py="xl">
                  <Loader data-testid="grid-loading" />
                </Center>
              ) : (
                <NoData />
              )}
            </div>
          </div>
        ) : (
          <div
            role="rowgroup"
            style={{ height: virtualizer.getTotalSize(), width: GRID_WIDTH, position: 'relative' }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <GridRowView
                  key={row.key}
                  row={row}
                  top={item.start}
                  rowIndex={item.index + 2}
                  isSelected={selected.has(row.key)}
                  onToggle={onToggle}
                />
              );
            })}
          </div>
        )}
      </div>
      {props.watermark && <Watermark text={props.watermark} />}
    </div>
  );
}
