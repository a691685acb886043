import type { ReviewedStatement } from '@fund/shared/schemas/settlement';
import { Skeleton, Stack, Text } from '@mantine/core';
import { lazy } from 'react';
import { LazyBoundary } from '../../../lib/lazy-named';
import { t } from '../texts';

// @mantine/charts + recharts (the chunk ContractChart loads too) load only when the statements'
// history shows, never with the dashboard's first view (docs/performance.md "Bundles").
const CompositeChart = lazy(() =>
  Promise.all([import('@mantine/charts'), import('@mantine/charts/styles.css')]).then(([m]) => ({
    default: m.CompositeChart,
  })),
);
const CHART_HEIGHT = 220;

/**
 * The makeup after each statement (a line) and the payout each produced (bars), in the chain's order
 * (issue 38 item 6); the table below gives the same figures as text.
 */
export function MakeupChart({ statements }: { statements: readonly ReviewedStatement[] }) {
  const data = statements.map((s) => ({
    statement: t.statementNumber(s.number),
    makeup: Number(s.makeup_after),
    payout: Number(s.payout),
  }));
  return (
    <Stack gap={4} data-testid="makeup-chart">
      <Text size="sm" fw={600}>
        {t.makeupChart}
      </Text>
      <LazyBoundary
        loading={<Skeleton h={CHART_HEIGHT} animate={false} />}
        failed={
          <Text c="dimmed" size="sm">
            {t.makeupChartUnavailable}
          </Text>
        }
      >
        <CompositeChart
          h={CHART_HEIGHT}
          data={data}
          dataKey="statement"
          withLegend
          series={[
            { name: 'payout', label: t.chain.payout, color: 'teal.6', type: 'bar' },
            { name: 'makeup', label: t.chain.makeup_after, color: 'orange.6', type: 'line' },
          ]}
          valueFormatter={(value) => `$${value.toFixed(2)}`}
        />
      </LazyBoundary>
    </Stack>
  );
}
