import { formatMoney, weekdaysShort } from '@fund/shared/format';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { formatDuration } from '../lib/duration';
import type { Summary } from '../lib/summary';
import { t } from '../texts';

function Item({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Text size="sm">
      {label}: <b data-testid={testId}>{value}</b>
    </Text>
  );
}

/** How many selected, total and average USD buy-in, expected profit, total duration, per day. */
export function SummaryBar({ summary }: { summary: Summary }) {
  return (
    <Paper withBorder p="sm" data-testid="summary-bar">
      <Group gap="lg">
        <Item label={t.summary.selected} value={String(summary.count)} testId="summary-count" />
        <Item label={t.summary.total} value={formatMoney(summary.totalBuyin)} testId="summary-total" />
        <Item label={t.summary.average} value={formatMoney(summary.averageBuyin)} testId="summary-average" />
        <Item label={t.summary.profit} value={formatMoney(summary.profit)} testId="summary-profit" />
        <Item label={t.summary.duration} value={formatDuration(summary.duration)} testId="summary-duration" />
      </Group>
      {summary.perDay.length > 0 && (
        <Group gap="xs" mt="xs" data-testid="summary-per-day">
          <Text size="sm" c="dimmed">
            {t.summary.perDay}:
          </Text>
          {summary.perDay.map((day) => (
            <Badge
              key={day.day}
              variant="outline"
              color="gray"
              tt="none"
              data-testid={`summary-day-${day.day}`}
            >
              {weekdaysShort[day.day]}: {day.count} {t.summary.tournamentsShort},{' '}
              {formatMoney(day.totalBuyin)}, {formatMoney(day.profit)}, {formatDuration(day.duration)}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
}
