import { BACKOFFICE_TEXT } from '@fund/shared/schemas/backoffice';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { t } from '../../../texts';
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
      <TextInput
        type="date"
        label={t.filters.dateFrom}
        value={filters.date_from}
        onChange={(e) => onChange({ date_from: e.currentTarget.value })}
        w={160}
      />
      <TextInput
        type="date"
        label={t.filters.dateTo}
        value={filters.date_to}
        onChange={(e) => onChange({ date_to: e.currentTarget.value })}
        error={
          filters.date_from && filters.date_to && filters.date_from > filters.date_to
            ? BACKOFFICE_TEXT.badDateRange
            : undefined
        }
        w={160}
      />
      <Button variant="default" onClick={onReset}>
        {t.filters.reset}
      </Button>
    </Group>
  );
}
