// In the host, only the core and notifications styles are global (docs/performance.md).
import '@mantine/charts/styles.css';
import { formatMoney, formatMonthYear } from '@fund/shared/format';
import type { EvAnalysis } from '@fund/shared/schemas/curator';
import { NoData } from '@fund/shared/ui';
import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { LineChart } from '@mantine/charts';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../texts';
import { evQuery } from '../api/ev';
import { toChartData } from '../chart-data';

type EvRow = EvAnalysis['rows'][number];

const evColumns = (data: EvAnalysis): DataColumn<EvRow>[] => [
  { id: 'spot', header: t.ev.spot, cell: (row) => row.name },
  ...data.columns.map(
    (column, index): DataColumn<EvRow> => ({
      id: column.period,
      header: formatMonthYear(column.period),
      cell: (row) => {
        const cell = row.cells[index];
        if (!cell) return '—';
        return (
          <>
            <Text size="sm" data-testid="ev-value">
              {formatMoney(cell.ev_value)}
            </Text>
            <Text size="xs" c="dimmed">
              {t.ev.nm}: {cell.nm}
            </Text>
          </>
        );
      },
    }),
  ),
];

/** EV cells (ev_value, nm) by period and the chart of EV against the actual result. */
export function EvSection({ player }: { player: number }) {
  const { data, isPending } = useQuery(evQuery(player));
  if (isPending) return <Loader size="sm" />;
  if (!data || data.columns.length === 0) return <NoData />;
  return (
    <Stack data-testid="ev-section">
      <DataTable
        columns={evColumns(data)}
        rows={data.rows}
        rowKey={(row) => row.id}
        empty={false}
        minWidth={400}
        tableProps={{ withTableBorder: true, withColumnBorders: true, 'data-testid': 'ev-table' }}
      />
      <Title order={5}>{t.ev.chartTitle}</Title>
      <LineChart
        h={280}
        data={toChartData(data.chart)}
        dataKey="period"
        withLegend
        valueFormatter={(value) => formatMoney(value)}
        series={[
          { name: 'ev', label: t.ev.ev, color: 'blue.6' },
          { name: 'actual', label: t.ev.actual, color: 'orange.6' },
        ]}
        data-testid="ev-chart"
      />
    </Stack>
  );
}
