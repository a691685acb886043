import { Text } from '@mantine/core';
import { securityTexts as s } from '../i18n/security/texts';
import type { ActivityRow } from '../schemas/security';
import { type DataColumn, DataTable } from './data-table';
import { DateTimeText } from './date-time';

/** 'Chrome 120 · Windows 10', or «Неизвестное устройство» when the user agent said nothing. */
export const deviceName = (row: { browser: string; os: string }) =>
  [row.browser, row.os].filter(Boolean).join(' · ') || s.unknownDevice;

const COLUMNS: DataColumn<ActivityRow>[] = [
  { id: 'at', header: s.when, cell: (row) => <DateTimeText value={row.at} /> },
  {
    id: 'event',
    header: s.event,
    cell: (row) => (
      <Text
        size="sm"
        c={row.kind === 'sign_in_failed' ? 'red.9' : undefined}
        fw={row.kind === 'sign_in_new_device' ? 600 : undefined}
      >
        {s.kinds[row.kind]}
        {row.kind === 'sessions_ended' && row.ended !== null ? ` ${s.endedCount(row.ended)}` : ''}
      </Text>
    ),
  },
  { id: 'ip', header: s.address, cell: (row) => row.ip },
  { id: 'device', header: s.device, cell: (row) => deviceName(row) },
];

/**
 * A user's activity log, newest first (issue 41 item 4): when, what (a failed sign-in in red),
 * from which address and device; «Нет данных» without rows. The user's own on «Безопасность»,
 * any user's in the back office: one table.
 */
export function ActivityTable({ rows, label }: { rows: ActivityRow[]; label: string }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': `activity-${row.id}` })}
      minWidth={640}
      tableProps={{ 'aria-label': label }}
    />
  );
}
