import { SectionCard } from '@fund/shared/ui';
import { Skeleton, Text } from '@mantine/core';
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { lazy, useEffect, useRef, useState } from 'react';
import { LazyBoundary } from '../../../lib/lazy-named';
import { contractQuery } from '../api/contract';
import { t } from '../texts';

// @mantine/charts + recharts (170 KB gz) load only when the chart scrolls into view, not with the
// dashboard's first view (docs/performance.md "Bundles").
const BarChart = lazy(() =>
  Promise.all([import('@mantine/charts'), import('@mantine/charts/styles.css')]).then(([m]) => ({
    default: m.BarChart,
  })),
);
const CHART_HEIGHT = 240;

/**
 * True once the element has been in the viewport after the page's queries settled (while they
 * load, the tables above are short and the chart is briefly on screen); always true without
 * IntersectionObserver.
 */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const settled = useIsFetching() === 0;
  useEffect(() => {
    const element = ref.current;
    if (seen || !settled || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, settled]);
  return [ref, seen] as const;
}

/** The contract's result bundle by bundle (USD). */
export function ContractChart() {
  const contract = useQuery(contractQuery()).data;
  const [ref, seen] = useSeen<HTMLDivElement>();
  const data = (contract?.bundles ?? []).map((b) => ({
    bundle: t.bundleLabel(b.number),
    result: Number(b.result),
  }));
  const skeleton = <Skeleton h={CHART_HEIGHT} animate={false} />;
  return (
    <SectionCard title={t.chart} data-testid="contract-chart" ref={ref}>
      {data.length === 0 ? (
        <Text c="dimmed" ta="center">
          {t.noData}
        </Text>
      ) : seen ? (
        <LazyBoundary
          loading={skeleton}
          failed={
            <Text c="dimmed" ta="center">
              {t.chartUnavailable}
            </Text>
          }
        >
          <BarChart
            h={CHART_HEIGHT}
            data={data}
            dataKey="bundle"
            series={[{ name: 'result', label: t.chartResult, color: 'teal.6' }]}
            getBarColor={(value) => (value < 0 ? 'red.6' : 'teal.6')}
            valueFormatter={(value) => `$${value.toFixed(2)}`}
          />
        </LazyBoundary>
      ) : (
        skeleton
      )}
    </SectionCard>
  );
}
