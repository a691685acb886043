import { Button, Group, Select } from '@mantine/core';
import { t } from '../../../texts';
import { DateRangeInputs } from '../../../ui/date-range-inputs';
import { UserPicker } from '../../../ui/user-picker';
import type { QueueFilters as Filters } from '../hooks/use-queue-params';

/** Status, player and created-date range of a queue; every change starts again from page 1. */
export function QueueFilters({
  statuses,
  filters,
  onChange,
  onReset,
}: {
  statuses: readonly string[];
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onReset: () => void;
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t.filters.status}
        data={[...statuses, 'all'].map((s) => ({ value: s, label: t.status[s] ?? s }))}
        value={filters.status}
        onChange={(status) => onChange({ status: status ?? 'all' })}
        allowDeselect={false}
        w={180}
      />
      <UserPicker
        userRole="player"
        label={t.filters.player}
        value={filters.player}
        onChange={(player) => onChange({ player })}
        w={200}
      />
      <DateRangeInputs value={filters} onChange={onChange} />
      <Button variant="default" onClick={onReset}>
        {t.filters.reset}
      </Button>
    </Group>
  );
}
