import { formatMoney, weekdaysShort } from '@fund/shared/format';
import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDuration } from '../lib/duration';
import { rating } from '../lib/rating';
import type { GridRow, SortColumn } from '../lib/rows';
import { t } from '../texts';

export interface Column {
  id: SortColumn;
  label: string;
  width: number;
  align?: 'right' | 'center';
  render: (row: GridRow) => ReactNode;
  /** The whole text of a cell that may be cut to fit (its hover title). */
  text?: (row: GridRow) => string;
}

/**
 * The columns of the tournament row (spec 02 §3), all sortable. The widths add up to under
 * 980 px, so the whole row fits the page at 1280 px beside the drawer (headers wrap).
 */
export const COLUMNS: Column[] = [
  { id: 'network', label: t.columns.network, width: 80, render: (r) => r.network, text: (r) => r.network },
  { id: 'name', label: t.columns.name, width: 150, render: (r) => r.name, text: (r) => r.name },
  { id: 'day', label: t.columns.day, width: 40, render: (r) => weekdaysShort[r.localDay] },
  { id: 'start_time', label: t.columns.start_time, width: 50, render: (r) => r.localTime },
  {
    id: 'duration',
    label: t.columns.duration,
    width: 88,
    render: (r) => formatDuration(r.duration),
    text: (r) => formatDuration(r.duration),
  },
  {
    id: 'buyin',
    label: t.columns.buyin,
    width: 80,
    align: 'right',
    render: (r) => formatMoney(r.buyin, r.currency),
  },
  {
    id: 'usd_buyin',
    label: t.columns.usd_buyin,
    width: 82,
    align: 'right',
    render: (r) => formatMoney(r.usd_buyin),
  },
  {
    id: 'total_entries',
    label: t.columns.total_entries,
    width: 76,
    align: 'right',
    render: (r) => r.total_entries,
  },
  {
    id: 'roi',
    label: t.columns.roi,
    width: 58,
    align: 'right',
    render: (r) => (
      <Text span size="sm" c={r.roi.startsWith('-') ? 'red' : undefined}>
        {r.roi}
      </Text>
    ),
  },
  {
    id: 'profit_per_tournament',
    label: t.columns.profit_per_tournament,
    width: 84,
    align: 'right',
    render: (r) => (
      <Text span size="sm" c={r.profit_per_tournament.startsWith('-') ? 'red' : undefined}>
        {formatMoney(r.profit_per_tournament)}
      </Text>
    ),
  },
  {
    id: 'score',
    label: t.columns.score,
    width: 88,
    align: 'center',
    render: (r) => {
      const { word, color } = rating(r.score);
      return (
        <Badge color={color} variant="light" tt="none" data-testid="rating">
          {word}
        </Badge>
      );
    },
  },
  {
    id: 'refunded',
    label: t.columns.refunded,
    width: 64,
    align: 'center',
    render: (r) => (r.refunded ? t.yes : t.no),
  },
];

export const CHECK_WIDTH = 36;
export const GRID_WIDTH = CHECK_WIDTH + COLUMNS.reduce((sum, c) => sum + c.width, 0);

/** A phone's row (issue 42): the box in a finger's width, then the name (what is left), the start and the buy-in. */
export const PHONE_CHECK_WIDTH = 44;
export const PHONE_COLUMNS = [
  { id: 'name', width: undefined },
  { id: 'start_time', width: 72 },
  { id: 'buyin', width: 88 },
] as const satisfies { id: SortColumn; width: number | undefined }[];

/** A phone's cell: a fixed width (the name: the rest), its text on one line, cut to fit. */
export const phoneCell = (width: number | undefined, right?: boolean) =>
  ({
    flex: width === undefined ? '1 1 0' : `0 0 ${width}px`,
    minWidth: 0,
    padding: right ? '0 8px 0 4px' : '0 4px',
    textAlign: right ? 'right' : 'left',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }) as const;
