import { BarChart } from '@mantine/charts';
import { Card, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '../api/contract';
import { t } from '../texts';

/** The contract's result bundle by bundle (USD). */
export function ContractChart() {
  const contract = useQuery(contractQuery()).data;
  const data = (contract?.bundles ?? []).map((b) => ({
    bundle: `Пакет ${b.number}`,
    result: Number(b.result),
  }));
  return (
    <Card withBorder data-testid="contract-chart">
      <Text fw={600} mb="sm">
        {t.chart}
      </Text>
      {data.length === 0 ? (
        <Text c="dimmed" ta="center">
          {t.noData}
        </Text>
      ) : (
        <BarChart
          h={240}
          data={data}
          dataKey="bundle"
          series={[{ name: 'result', label: 'Результат, $', color: 'teal.6' }]}
          getBarColor={(value) => (value < 0 ? 'red.6' : 'teal.6')}
          valueFormatter={(value) => `$${value.toFixed(2)}`}
        />
      )}
    </Card>
  );
}
