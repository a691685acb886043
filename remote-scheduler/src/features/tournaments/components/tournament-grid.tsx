import { NoData, usePhone } from '@fund/shared/ui';
import { Center, Loader } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { isSelectable } from '../lib/rating';
import type { GridRow, SortColumn, SortState } from '../lib/rows';
import { t } from '../texts';
import { COLUMNS, GRID_WIDTH } from './columns';
import { GridHeader, PhoneHeader, PhoneToolbar } from './grid-header';
import { GridRowView, PHONE_ROW_HEIGHT, PhoneRowView, ROW_HEIGHT } from './grid-row';
import { RowDetails } from './row-details';
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
  /** A header's click: the column's next sort (asc → desc → none). */
  onSort: (column: SortColumn) => void;
  /** A phone's sort control: this sort, or none. */
  onSortState: (sort: SortState | null) => void;
  maxBuyin: number | null;
  onMaxBuyin: (value: number | null) => void;
  watermark: string | null;
}

/**
 * The selectable, sortable, virtualised tournament grid: only the rows in view are in the DOM. On a
 * phone (≤ 576 px, issue 42) its own layout: rows of the name, start and buy-in, the rest on a tap.
 */
export function TournamentGrid(props: Props) {
  const phone = usePhone();
  // The rows' height differs by layout: a turn past 576 px mounts the grid anew, measured for it.
  return <Grid key={phone ? 'phone' : 'desktop'} phone={phone} {...props} />;
}

function Grid({ phone, ...props }: Props & { phone: boolean }) {
  const { rows, selected, onToggle } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (phone ? PHONE_ROW_HEIGHT : ROW_HEIGHT),
    overscan: 12,
  });
  // The row whose other fields a phone shows (a tap on it).
  const [details, setDetails] = useState<GridRow | null>(null);
  const selectable = useMemo(() => rows.filter((row) => isSelectable(row.score)), [rows]);
  const selectedShown = useMemo(
    () => selectable.filter((row) => selected.has(row.key)).length,
    [selectable, selected],
  );
  const allSelected = selectable.length > 0 && selectedShown === selectable.length;

  return (
    <div
      style={
        phone
          ? { position: 'relative', height: GRID_HEIGHT, display: 'flex', flexDirection: 'column' }
          : { position: 'relative', height: GRID_HEIGHT }
      }
      data-testid="tournament-grid"
    >
      {phone && (
        <PhoneToolbar
          sort={props.sort}
          onSortState={props.onSortState}
          maxBuyin={props.maxBuyin}
          onMaxBuyin={props.onMaxBuyin}
        />
      )}
      <div
        ref={scrollRef}
        role="grid"
        aria-label={t.gridLabel}
        aria-rowcount={rows.length + 1}
        aria-colcount={phone ? 4 : COLUMNS.length + 1}
        aria-multiselectable
        style={{
          // A phone's rows fit the width: the box scrolls down only, below the toolbar.
          ...(phone
            ? { flex: '1 1 0', minHeight: 0, overflowX: 'hidden', overflowY: 'auto' }
            : { height: GRID_HEIGHT, overflow: 'auto' }),
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 4,
        }}
        data-testid="tournament-grid-scroll"
      >
        {phone ? (
          <PhoneHeader
            sort={props.sort}
            allSelected={allSelected}
            someSelected={selectedShown > 0}
            onToggleAll={props.onToggleAll}
          />
        ) : (
          <GridHeader
            sort={props.sort}
            onSort={props.onSort}
            maxBuyin={props.maxBuyin}
            onMaxBuyin={props.onMaxBuyin}
            allSelected={allSelected}
            someSelected={selectedShown > 0}
            onToggleAll={props.onToggleAll}
          />
        )}
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
            style={{
              height: virtualizer.getTotalSize(),
              width: phone ? '100%' : GRID_WIDTH,
              position: 'relative',
            }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              const view = {
                row,
                top: item.start,
                rowIndex: item.index + 2,
                isSelected: selected.has(row.key),
                onToggle,
              };
              return phone ? (
                <PhoneRowView key={row.key} {...view} onOpen={setDetails} />
              ) : (
                <GridRowView key={row.key} {...view} />
              );
            })}
          </div>
        )}
      </div>
      {props.watermark && <Watermark text={props.watermark} />}
      {phone && <RowDetails row={details} onClose={() => setDetails(null)} />}
    </div>
  );
}
