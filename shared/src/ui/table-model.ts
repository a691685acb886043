import {
  type ColumnDef,
  createPaginatedRowModel,
  createSortedRowModel,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo, useRef } from 'react';

export type { RowData, SortingState };

/** How a column sorts: an ascending comparison (the model reverses it for descending). */
export interface ColumnSort<T> {
  compare: (a: T, b: T) => number;
  /** Rows whose value is empty go last in both directions. */
  isEmpty?: (row: T) => boolean;
  /** The first click sorts descending (dates: newest first). */
  descFirst?: boolean;
}

export interface TableModelOptions<T extends RowData> {
  rows: T[];
  /** The sortable columns by id. */
  sorts: Record<string, ColumnSort<T>>;
  sorting: SortingState;
  onSorting: (next: SortingState) => void;
  /** A third click returns to the original order (default: it only flips the direction). */
  removable?: boolean;
  /** Client paging: rows a page and the 1-based page shown (none: every row). */
  paging?: { size: number; page: number };
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
const NO_ROWS: never[] = [];
const ALL: PaginationState = { pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER };

/**
 * The one sort and client-paging model of every table (TanStack Table): `DataTable` renders it,
 * the scheduler's virtual grid renders its sorted rows. Ties keep the order of `rows`.
 */
export function useTableModel<T extends RowData>(options: TableModelOptions<T>) {
  const { sorts, sorting, paging } = options;
  // The comparisons of the latest render; the columns change only with the set of sortable ids.
  const latest = useRef(sorts);
  latest.current = sorts;
  const ids = Object.keys(sorts).join('\n');
  const columns = useMemo(
    () =>
      ids
        .split('\n')
        .filter(Boolean)
        .map(
          (id): ColumnDef<typeof features, T> => ({
            id,
            accessorFn: (row) => (latest.current[id]?.isEmpty?.(row) ? undefined : row),
            sortUndefined: 'last',
            sortDescFirst: latest.current[id]?.descFirst ?? false,
            sortFn: (a, b) => latest.current[id]?.compare(a.original, b.original) ?? 0,
          }),
        ),
    [ids],
  );
  const table = useTable({
    features,
    columns,
    // A new empty array each render would rebuild the row models each render.
    data: options.rows.length === 0 ? NO_ROWS : options.rows,
    state: {
      sorting,
      pagination: paging ? { pageIndex: paging.page - 1, pageSize: paging.size } : ALL,
    },
    onSortingChange: (updater) =>
      options.onSorting(typeof updater === 'function' ? updater(sorting) : updater),
    onPaginationChange: () => {},
    manualPagination: !paging,
    autoResetPageIndex: false,
    enableSortingRemoval: options.removable ?? false,
    enableMultiSort: false,
  });
  const sortOf = (id: string): false | 'asc' | 'desc' => table.getColumn(id)?.getIsSorted() ?? false;
  // The row model is memoised by the table: the same rows keep the same array (the grid's memos).
  const rowModel = table.getRowModel();
  const rows = useMemo(() => rowModel.rows.map((row) => row.original), [rowModel]);
  return {
    rows,
    /** Every row after sorting (the count a pager shows). */
    count: options.rows.length,
    pages: paging ? Math.max(1, table.getPageCount()) : 1,
    sortOf,
    toggleSort: (id: string) => table.getColumn(id)?.toggleSorting(),
  };
}

/** The `aria-sort` of a header. */
export const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

/** The arrow after a sorted header's title (the e2e tests read it). */
export const sortArrow = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : '';
