// In the host, only the core and notifications styles are global (docs/performance.md).
import '@mantine/charts/styles.css';
import { formatMoney, formatMonthYear } from '@fund/shared/format';
import { NoData } from '@fund/shared/ui';
import { LineChart } from '@mantine/charts';
import { Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../texts';
import { evQuery } from '../api/ev';
import { toChartData } from '../chart-data';

/** EV cells (ev_value, nm) by period and the chart of EV against the actual result. */
export function EvSection({ player }: { player: number }) {
  const { data, isPending } = useQuery(evQuery(player));
  if (isPending) return <Loader size="sm" />;
  if (!data || data.columns.length === 0) return <NoData />;
  return (
    <Stack data-testid="ev-section">
      <Table.ScrollContainer minWidth={400}>
        <Table withTableBorder withColumnBorders data-testid="ev-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.ev.spot}</Table.Th>
              {data.columns.map((column) => (
                <Table.Th key={column.period}>{formatMonthYear(column.period)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.name}</Table.Td>
                {row.cells.map((cell, index) => (
                  <Table.Td key={data.columns[index]?.period ?? index}>
                    {cell ? (
                      <>
                        <Text size="sm" data-testid="ev-value">
                          {formatMoney(cell.ev_value)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t.ev.nm}: {cell.nm}
                        </Text>
                      </>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
