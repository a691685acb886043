import '@mantine/charts/styles.css';
import type { ReviewedStatement } from '@fund/shared/schemas/settlement';
import { LineChart } from '@mantine/charts';
import { t } from '../../../texts';

/** Makeup after each statement (its own chunk: loaded when a player's statements are opened). */
export default function MakeupChart({ statements }: { statements: ReviewedStatement[] }) {
  const data = statements.map((s) => ({ bundle: `№ ${s.bundle_number}`, makeup: Number(s.makeup_after) }));
  return (
    <LineChart
      h={160}
      data={data}
      dataKey="bundle"
      series={[{ name: 'makeup', label: t.settlement.makeupChart, color: 'orange.6' }]}
      aria-label={t.settlement.makeupChart}
    />
  );
}
