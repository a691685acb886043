import type { AccountingHistoryFilters, HistoryPeriod } from '@fund/shared/schemas/history';
import { Checkbox, Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { t } from '../texts';

interface Props {
  value: AccountingHistoryFilters;
  rooms: Array<{ value: string; label: string }>;
  onChange: (value: AccountingHistoryFilters) => void;
}

/** Room (from the player's accounts), period, fund types (spec 02 §2). */
export function HistoryFilters({ value, rooms, onChange }: Props) {
  return (
    <Group align="flex-end" gap="lg" wrap="wrap">
      <MultiSelect
        label={t.history.room}
        placeholder={value.rooms.length ? undefined : t.history.allRooms}
        data={rooms}
        value={value.rooms.map(String)}
        onChange={(ids) => onChange({ ...value, rooms: ids.map(Number) })}
        clearable
        miw={240}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t.history.period}
        </Text>
        <SegmentedControl
          value={value.period}
          onChange={(period) => onChange({ ...value, period: period as HistoryPeriod })}
          data={[
            { value: 'alltime', label: t.history.allTime },
            { value: 'bundle', label: t.history.currentBundle },
          ]}
        />
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t.history.fundTypes}
        </Text>
        <Group gap="md">
          <Checkbox
            label={t.history.personalFunds}
            checked={value.cashflow}
            onChange={(event) => onChange({ ...value, cashflow: event.currentTarget.checked })}
          />
          <Checkbox
            label={t.history.transfers}
            checked={value.transfers}
            onChange={(event) => onChange({ ...value, transfers: event.currentTarget.checked })}
          />
        </Group>
      </Stack>
    </Group>
  );
}
