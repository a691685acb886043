import { showServerErrors } from '@fund/shared/api';
import { shellKeys } from '@fund/shared/query';
import { DateTimeText, NoData, SectionCard, SectionPage } from '@fund/shared/ui';
import { ActivityTable, deviceName } from '@fund/shared/ui/activity-log';
import { Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { activityQuery, endSession, sessionsQuery } from './api/security';
import { s } from './texts';
import { TwoFactorCard } from './two-factor-card';

const KEY = shellKeys.security();

/** A card with one table: a loader until the rows come, «Нет данных» without any. */
function TableCard<T extends { id: number }>(props: {
  title: string;
  hint: string;
  testId: string;
  pending: boolean;
  rows: T[];
  head: string[];
  cells: (row: T) => ReactNode[];
  children?: ReactNode;
}) {
  return (
    <SectionCard title={props.title} hint={props.hint} data-testid={props.testId}>
      {props.pending ? (
        <Loader />
      ) : !props.rows.length ? (
        <NoData />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                {props.head.map((name, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns, one may be unnamed
                  <Table.Th key={i}>{name}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.rows.map((row) => (
                <Table.Tr key={row.id} data-testid={`${props.testId}-${row.id}`}>
                  {props.cells(row).map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                    <Table.Td key={i}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {props.children}
    </SectionCard>
  );
}

/**
 * '/security' (the user menu's «Безопасность», issue 41): the user's active sessions, each can be
 * ended, and their own activity log.
 */
export function SecurityPage() {
  const client = useQueryClient();
  const sessions = useQuery(sessionsQuery());
  const activity = useQuery(activityQuery());
  const end = useMutation({
    mutationFn: endSession,
    onError: (e) => showServerErrors(e),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const endButton = (id: number | 'others', label?: string) => ({
    loading: end.isPending && end.variables === id,
    disabled: end.isPending,
    onClick: () => end.mutate(id),
    'aria-label': label,
  });
  const rows = sessions.data ?? [];
  return (
    <SectionPage title={s.title}>
      <TwoFactorCard />
      <TableCard
        title={s.sessions}
        hint={s.sessionsHint}
        testId="session"
        pending={sessions.isPending}
        rows={rows}
        head={[s.device, s.address, s.started, s.lastSeen, '']}
        cells={(row) => [
          <Group key="device" gap="xs" wrap="nowrap">
            <Text size="sm">{deviceName(row)}</Text>
            {row.current && (
              <Badge variant="light" color="green">
                {s.current}
              </Badge>
            )}
          </Group>,
          row.ip,
          <DateTimeText key="started" value={row.started_at} />,
          <DateTimeText key="seen" value={row.last_seen_at} />,
          !row.current && (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              {...endButton(row.id, s.endOne(deviceName(row), row.ip))}
            >
              {s.end}
            </Button>
          ),
        ]}
      >
        {rows.some((row) => !row.current) && (
          <Group mt="sm">
            <Button color="red" variant="outline" {...endButton('others')}>
              {s.endOthers}
            </Button>
          </Group>
        )}
      </TableCard>
      <SectionCard title={s.activity} hint={s.activityHint} data-testid="activity">
        {activity.isPending ? <Loader /> : <ActivityTable rows={activity.data ?? []} label={s.activity} />}
      </SectionCard>
    </SectionPage>
  );
}
