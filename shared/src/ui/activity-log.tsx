import { Table, Text } from '@mantine/core';
import { securityTexts as s } from '../i18n/security/texts';
import type { ActivityRow } from '../schemas/security';

/** The activity log's texts come with its table (one share key, not two: the host's first view). */
export { securityTexts } from '../i18n/security/texts';

// The shared index, not its files: a relative import would split them out of the index's chunk in
// the host (the first view's bundle budget).
import { DateTimeText, NoData } from '@fund/shared/ui';

/** 'Chrome 120 · Windows 10', or «Неизвестное устройство» when the user agent said nothing. */
export const deviceName = (row: { browser: string; os: string }) =>
  [row.browser, row.os].filter(Boolean).join(' · ') || s.unknownDevice;

/** Events that ended or forgot several things at once show how many. */
const COUNTED = new Set<ActivityRow['kind']>(['sessions_ended', 'devices_forgotten']);

/**
 * A user's activity log, newest first (issue 41 item 4): when, what (a failed sign-in in red, a new
 * device in bold), from which address and device; «Нет данных» without rows. The user's own on
 * «Безопасность», any user's in the back office: one table. Drawn with Mantine's table, not
 * DataTable: a subpath of its own that pulled in DataTable's pager split the chunks the host
 * provides for the dashboard's first view (+0.6 KB gz, the bundle budget); it needs no sort or pages.
 */
export function ActivityTable({ rows, label }: { rows: ActivityRow[]; label: string }) {
  if (!rows.length) return <NoData />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {[s.when, s.event, s.address, s.device].map((name) => (
              <Table.Th key={name}>{name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`activity-${row.id}`}>
              <Table.Td>
                <DateTimeText value={row.at} />
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  c={row.kind === 'sign_in_failed' ? 'red.9' : undefined}
                  fw={row.kind === 'sign_in_new_device' ? 600 : undefined}
                >
                  {s.kinds[row.kind]}
                  {COUNTED.has(row.kind) && row.ended !== null ? ` ${s.endedCount(row.ended)}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>{row.ip}</Table.Td>
              <Table.Td>{deviceName(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
