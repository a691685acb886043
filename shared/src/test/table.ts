import { act, renderHook } from '@testing-library/react';
import { type ColumnSort, type RowData, type SortingState, useTableModel } from '../ui/table-model';

type Sorts<T> = Record<string, ColumnSort<T>>;

/** The rows in the order the table model (the one sort of every table) gives for `sorting`. */
export function sortedBy<T extends RowData>(rows: T[], sorts: Sorts<T>, sorting: SortingState): T[] {
  const { result } = renderHook(() => useTableModel({ rows, sorts, sorting, onSorting: () => {} }));
  return result.current.rows;
}

/** The sort after each of `clicks` clicks on the header of `id`, starting from `start`. */
export function sortClicks<T extends RowData>(
  sorts: Sorts<T>,
  start: SortingState,
  id: string,
  clicks: number,
  removable = false,
): SortingState[] {
  let sorting = start;
  const seen: SortingState[] = [];
  const { result, rerender } = renderHook(() =>
    useTableModel<T>({
      rows: [],
      sorts,
      sorting,
      removable,
      onSorting: (next) => {
        sorting = next;
      },
    }),
  );
  for (let i = 0; i < clicks; i += 1) {
    act(() => result.current.toggleSort(id));
    seen.push(sorting);
    rerender();
  }
  return seen;
}
