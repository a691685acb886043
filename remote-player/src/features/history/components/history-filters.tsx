import type { AccountingHistoryQuery, HistoryPeriod } from '@fund/shared/schemas/history';
import { Checkbox, Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';

interface Props {
  value: AccountingHistoryQuery;
  rooms: Array<{ value: string; label: string }>;
  onChange: (value: AccountingHistoryQuery) => void;
}

/** Room (from the player's accounts), period, fund types (spec 02 §2). */
export function HistoryFilters({ value, rooms, onChange }: Props) {
  return (
    <Group align="flex-end" gap="lg" wrap="wrap">
      <MultiSelect
        label="Рум"
        placeholder={value.rooms.length ? undefined : 'Все румы'}
        data={rooms}
        value={value.rooms.map(String)}
        onChange={(ids) => onChange({ ...value, rooms: ids.map(Number) })}
        clearable
        miw={240}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Период
        </Text>
        <SegmentedControl
          value={value.period}
          onChange={(period) => onChange({ ...value, period: period as HistoryPeriod })}
          data={[
            { value: 'alltime', label: 'За всё время' },
            { value: 'bundle', label: 'Текущий пакет' },
          ]}
        />
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Типы средств
        </Text>
        <Group gap="md">
          <Checkbox
            label="Личные средства"
            checked={value.cashflow}
            onChange={(event) => onChange({ ...value, cashflow: event.currentTarget.checked })}
          />
          <Checkbox
            label="Переводы"
            checked={value.transfers}
            onChange={(event) => onChange({ ...value, transfers: event.currentTarget.checked })}
          />
        </Group>
      </Stack>
    </Group>
  );
}
