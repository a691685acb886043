import {
  ScrollArea,
  Skeleton,
  Table,
  type TableProps,
  type TableTdProps,
  type TableTrProps,
  UnstyledButton,
} from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ru } from '../i18n/ru';
import type { DataCardsProps } from './data-cards';
import { NoData } from './no-data';
import {
  ariaSort,
  type ColumnSort,
  type RowData,
  type SortingState,
  sortArrow,
  useTableModel,
} from './table-model';
import { TablePager } from './table-pager';

// The pager of every paged list (issue 45: one pager), from this module: a subpath of its own was
// consumed apart from the table, so the dashboard loaded a second copy of it (bundle-budget.spec).
export { TablePager };

import { usePhone } from './use-phone';

type DataAttributes = { [key: `data-${string}`]: string | undefined };

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'right' | 'center';
  /** Header width (`1`: as narrow as its content). */
  w?: number | string;
  /** Client sort of this column: a keyboard-reachable button in the header, `aria-sort` on it. */
  sort?: ColumnSort<T>;
  /** Props of this column's cell in a row (colour, click, title). */
  cellProps?: (row: T) => TableTdProps & DataAttributes;
  /**
   * Its place in the row's card on a phone (issue 42): the key figure, the status and the date on
   * top, the actions as full-width buttons below. Without one it is a label/value pair (the first
   * column of a table that names no `primary` is the card's title).
   */
  card?: 'primary' | 'status' | 'date' | 'actions';
}

// Only a phone loads the cards' code: the first view on a desktop carries none of it.
const DataCards = lazy(() => import('./data-cards')) as unknown as <T extends RowData>(
  props: DataCardsProps<T>,
) => ReactNode;

export interface DataTableProps<T extends RowData> {
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  rowProps?: (row: T) => TableTrProps & DataAttributes;
  /** A row drawn as one cell across every column (a group heading), or undefined. */
  spanRow?: (row: T) => ReactNode;
  /** Below this width the table scrolls sideways inside its container, never the page. */
  minWidth: number;
  /** Client sort the table starts with. */
  initialSort?: { id: string; desc: boolean };
  /** A third header click returns to the original order. */
  sortRemovable?: boolean;
  /** Client paging of local rows: rows a page. */
  pageSize?: number;
  /** Server paging: the page shown (1-based), every row's count, rows a page. */
  serverPage?: { page: number; count: number; pageSize: number; onPage: (page: number) => void };
  /** aria-label of the page numbers. */
  pagerLabel?: string;
  /** Text beside the page numbers (e.g. «Всего: N»), from the count of every row. */
  countText?: (count: number) => ReactNode;
  countTestId?: string;
  /** Show «Нет данных» (default: when there are no rows). */
  empty?: boolean;
  /** The rows are still being fetched: grey placeholder rows instead of «Нет данных». */
  loading?: boolean;
  /**
   * The scroll area always takes the focus, as a region of this name. Without it the area takes the
   * focus only when the table does not fit (a phone, a narrow window), as «Таблица с прокруткой».
   */
  scrollLabel?: string;
  /** Height past which the body scrolls under the sticky header. */
  maxHeight?: number;
  tableProps?: Omit<TableProps, 'children'> & DataAttributes;
}

const LOADING_ROWS = [1, 2, 3];

/**
 * Whether the element's content is larger than the element (it scrolls), kept as either resizes.
 * Measured only in the observer's callbacks, which the browser runs after its layout (the first one
 * as observing starts): a measure in the effect itself forced a layout per table while the page
 * was still rendering (~80 ms of the dashboard's first view, issue 10).
 */
function useOverflows() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () =>
      setOverflows(
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, overflows] as const;
}

/**
 * The one table of the cabinet (issue 13): columns, optional client sort, client or server
 * paging with one pager, placeholder rows while loading, «Нет данных», a sticky header and a sideways scroll inside its container.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { columns, serverPage } = props;
  const [sorting, setSorting] = useState<SortingState>(props.initialSort ? [props.initialSort] : []);
  const [clientPage, setClientPage] = useState(1);
  const sorts: Record<string, ColumnSort<T>> = {};
  for (const column of columns) if (column.sort) sorts[column.id] = column.sort;
  const model = useTableModel({
    rows: props.rows,
    sorts,
    sorting,
    onSorting: setSorting,
    removable: props.sortRemovable,
    paging: props.pageSize ? { size: props.pageSize, page: clientPage } : undefined,
  });
  // Fewer rows (a filter) may leave the page past the last one.
  useEffect(() => setClientPage((p) => Math.min(p, model.pages)), [model.pages]);
  const loading = Boolean(props.loading) && props.rows.length === 0;
  const empty = !loading && (props.empty ?? props.rows.length === 0);
  const pager = serverPage
    ? {
        page: serverPage.page,
        pages: Math.max(1, Math.ceil(serverPage.count / serverPage.pageSize)),
        onPage: serverPage.onPage,
        count: serverPage.count,
      }
    : { page: clientPage, pages: model.pages, onPage: setClientPage, count: model.count };
  const [viewportRef, overflows] = useOverflows();
  const phone = usePhone();
  // A scroll area with nothing focusable inside is out of the keyboard's reach unless it takes the
  // focus itself (axe: scrollable-region-focusable); the rows may be placeholders, or have no control.
  // Named by the caller it is a region (a landmark); otherwise a group, so that several tables on a
  // page do not make landmarks of one name.
  const viewportProps = props.scrollLabel
    ? { tabIndex: 0, role: 'region', 'aria-label': props.scrollLabel }
    : overflows
      ? { tabIndex: 0, role: 'group', 'aria-label': ru.a11y.scrollTable }
      : undefined;

  const pagerNode = (
    <TablePager
      page={pager.page}
      pages={pager.pages}
      onPage={pager.onPage}
      label={props.pagerLabel}
      countText={props.countText?.(pager.count)}
      countTestId={props.countTestId}
    />
  );
  if (phone) {
    return (
      <>
        <Suspense fallback={<Skeleton h={96} />}>
          <DataCards {...props} rows={model.rows} loading={loading} empty={empty} />
        </Suspense>
        {pagerNode}
      </>
    );
  }

  return (
    <>
      <ScrollArea.Autosize mah={props.maxHeight} viewportRef={viewportRef} viewportProps={viewportProps}>
        <Table stickyHeader miw={props.minWidth} {...props.tableProps}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                if (!column.sort) {
                  return (
                    <Table.Th key={column.id} ta={column.align} w={column.w}>
                      {column.header}
                    </Table.Th>
                  );
                }
                const sorted = model.sortOf(column.id);
                return (
                  <Table.Th key={column.id} ta={column.align} w={column.w} aria-sort={ariaSort(sorted)}>
                    <UnstyledButton fw={600} fz="sm" onClick={() => model.toggleSort(column.id)}>
                      {column.header}
                      {sortArrow(sorted)}
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody aria-busy={loading || undefined}>
            {loading &&
              LOADING_ROWS.map((row) => (
                <Table.Tr key={row} data-testid="row-loading">
                  {columns.map((column) => (
                    <Table.Td key={column.id}>
                      <Skeleton h={12} my={6} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {empty && (
              <Table.Tr>
                <Table.Td colSpan={Math.max(columns.length, 1)}>
                  <NoData />
                </Table.Td>
              </Table.Tr>
            )}
            {model.rows.map((row) => {
              const span = props.spanRow?.(row);
              return (
                <Table.Tr key={props.rowKey(row)} {...props.rowProps?.(row)}>
                  {span !== undefined ? (
                    <Table.Td colSpan={columns.length}>{span}</Table.Td>
                  ) : (
                    columns.map((column) => (
                      <Table.Td key={column.id} ta={column.align} {...column.cellProps?.(row)}>
                        {column.cell(row)}
                      </Table.Td>
                    ))
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {pagerNode}
    </>
  );
}

export {
  ariaSort,
  type ColumnSort,
  type RowData,
  type SortingState,
  sortArrow,
  useTableModel,
} from './table-model';
