import { formatMonthYear } from '@fund/shared/format';
import type { EvAnalysis } from '@fund/shared/schemas/curator';

/** Chart points: the API's exact decimals become numbers only here, for drawing. */
export function toChartData(chart: EvAnalysis['chart']): { period: string; ev: number; actual: number }[] {
  return chart.map((point) => ({
    period: formatMonthYear(point.period),
    ev: Number(point.ev),
    actual: Number(point.actual),
  }));
}
