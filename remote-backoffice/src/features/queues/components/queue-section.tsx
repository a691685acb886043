import type { DataColumn } from '@fund/shared/ui/data-table';
import { ExportMenu } from '@fund/shared/ui/export-menu';
import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef } from 'react';
import { t } from '../../../texts';
import { isReversedRange } from '../../../ui/date-range-inputs';
import { PagedTable } from '../../../ui/paged-table';
import { queueListQuery } from '../api/queues';
import { type QueueFilters as Filters, type QueueName, useQueueParams } from '../hooks/use-queue-params';
import { QueueFilters } from './queue-filters';

/** Default status of each queue's filter (the server's defaults: pending, transfers all). */
export const defaultStatus = (queue: QueueName) => (queue === 'transfers' ? 'all' : 'pending');

/** The queue's filters as its export's query (no paging; blank ones left out). */
function exportQuery(filters: Filters): Record<string, string> {
  return {
    status: filters.status,
    ...(filters.player && { player: String(filters.player) }),
    ...(filters.date_from && { date_from: filters.date_from }),
    ...(filters.date_to && { date_to: filters.date_to }),
  };
}

/**
 * The rows that arrived while the page was open (issue 39: the live stream refetches the queue):
 * ids above the highest one of the first answer for these filters, which a row sliding up from
 * the next page never has (ids grow with time). A new filter or page starts again.
 */
function useArrivedRows(rows: readonly { id: number }[], view: string, ready: boolean): ReadonlySet<number> {
  const first = useRef<{ view: string; maxId: number } | null>(null);
  return useMemo(() => {
    if (!ready) return new Set<number>();
    if (first.current?.view !== view) {
      first.current = { view, maxId: Math.max(0, ...rows.map((row) => row.id)) };
      return new Set<number>();
    }
    const { maxId } = first.current;
    return new Set(rows.filter((row) => row.id > maxId).map((row) => row.id));
  }, [rows, view, ready]);
}

/** The first column with «Новая» before a row that arrived while the page was open. */
function markArrived<Row extends { id: number }>(
  columns: DataColumn<Row>[],
  arrived: ReadonlySet<number>,
): DataColumn<Row>[] {
  if (arrived.size === 0 || columns.length === 0) return columns;
  const [head, ...rest] = columns as [DataColumn<Row>, ...DataColumn<Row>[]];
  return [
    {
      ...head,
      cell: (row) =>
        arrived.has(row.id) ? (
          <Group gap={6} wrap="nowrap">
            <Badge size="xs" variant="light" color="blue" data-testid="arrived">
              {t.queues.arrived}
            </Badge>
            {head.cell(row)}
          </Group>
        ) : (
          head.cell(row)
        ),
    },
    ...rest,
  ];
}

/** One queue: filters in the URL, the server-paged list, a row renderer with the row's actions. */
export function QueueSection<Row extends { id: number }>(props: {
  queue: QueueName;
  caption: string;
  statuses: readonly string[];
  columns: DataColumn<Row>[];
  rowTestId: (row: Row) => string;
  toolbar?: ReactNode;
  minWidth?: number;
  /** «Экспорт» of the filtered queue (issue 40): the export route and the file's fallback name. */
  exportTo?: { path: string; name: string };
}) {
  const { filters, setFilters } = useQueueParams(defaultStatus);
  // A reversed date range is reported on its field only: no request, no error banner or toast.
  const list = useQuery({ ...queueListQuery<Row>(props.queue, filters), enabled: !isReversedRange(filters) });
  const rows = list.data?.data ?? [];
  const arrived = useArrivedRows(rows, JSON.stringify(filters), list.isSuccess);
  const reset: Partial<Filters> = {
    status: defaultStatus(props.queue),
    player: null,
    date_from: '',
    date_to: '',
  };
  return (
    <>
      {props.toolbar}
      <Group justify="space-between" align="flex-end" gap="sm">
        <QueueFilters
          statuses={props.statuses}
          filters={filters}
          onChange={setFilters}
          onReset={() => setFilters(reset)}
        />
        {props.exportTo && (
          <ExportMenu
            path={props.exportTo.path}
            query={exportQuery(filters)}
            fallbackName={props.exportTo.name}
          />
        )}
      </Group>
      <PagedTable
        caption={props.caption}
        columns={markArrived(props.columns, arrived)}
        rows={rows}
        rowTestId={props.rowTestId}
        empty={list.isSuccess && rows.length === 0}
        failed={list.isError}
        count={list.data?.count ?? 0}
        page={filters.page}
        onPage={(page) => setFilters({ page })}
        testId={`queue-${props.queue}`}
        minWidth={props.minWidth}
      />
    </>
  );
}
