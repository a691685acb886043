import { showServerErrors } from '@fund/shared/api';
import { shellKeys } from '@fund/shared/query';
import { DateTimeText, NoData, SectionCard, SectionPage } from '@fund/shared/ui';
import { ActivityTable, deviceName } from '@fund/shared/ui/activity-log';
import { Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { activityQuery, endSession, forgetDevice, sessionsQuery, trustedDevicesQuery } from './api/security';

import { StaffNotice } from './staff-notice/staff-notice';
import { s } from './texts';
import { TwoFactorCard } from './two-factor-card';
import { WalletsCard } from './wallets-card';

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

/** The buttons of one action on rows (and on all of them): the pressed one spins, all wait for it. */
function useRowAction<K>(mutationFn: (key: K) => Promise<unknown>) {
  const client = useQueryClient();
  const action = useMutation({
    mutationFn,
    onError: (e) => showServerErrors(e),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return (key: K, label?: string) => ({
    loading: action.isPending && action.variables === key,
    disabled: action.isPending,
    onClick: () => action.mutate(key),
    'aria-label': label,
  });
}

/** A red button of a row, named for a screen reader by the row it acts on. */
const rowButton = (label: string, props: object) => (
  <Button size="compact-sm" variant="light" color="red" {...props}>
    {label}
  </Button>
);

/** A red button under a table that acts on every row. */
const allButton = (label: string, props: object) => (
  <Group mt="sm">
    <Button color="red" variant="outline" {...props}>
      {label}
    </Button>
  </Group>
);

const DEVICES = {
  title: s.devices,
  hint: s.devicesHint,
  testId: 'trusted-device',
  head: [s.device, s.address, s.trustedSince, s.trustedUntil, ''],
};

/**
 * The browsers trusted for 30 days (issue 41 item 1): where the code is not asked at sign-in;
 * «Забыть» one or all, and that browser asks for a code again.
 */
function TrustedDevicesCard() {
  const devices = useQuery(trustedDevicesQuery());
  const forget = useRowAction(forgetDevice);
  const rows = devices.data ?? [];
  return (
    <TableCard
      {...DEVICES}
      pending={devices.isPending}
      rows={rows}
      cells={(row) => [
        deviceName(row),
        row.ip,
        <DateTimeText key="since" value={row.created_at} />,
        <DateTimeText key="until" value={row.expires_at} />,
        rowButton(s.forget, forget(row.id, s.forgetOne(deviceName(row), row.ip))),
      ]}
    >
      {rows.length > 0 && allButton(s.forgetAll, forget('all'))}
    </TableCard>
  );
}

/**
 * '/security' (the user menu's «Безопасность», issue 41): the user's active sessions, each can be
 * ended, the trusted devices, and their own activity log.
 */
export function SecurityPage() {
  const sessions = useQuery(sessionsQuery());
  const activity = useQuery(activityQuery());
  const end = useRowAction(endSession);
  const rows = sessions.data ?? [];
  return (
    <SectionPage title={s.title}>
      <StaffNotice />
      <TwoFactorCard />
      <WalletsCard />
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
          !row.current && rowButton(s.end, end(row.id, s.endOne(deviceName(row), row.ip))),
        ]}
      >
        {rows.some((row) => !row.current) && allButton(s.endOthers, end('others'))}
      </TableCard>
      <TrustedDevicesCard />
      <SectionCard title={s.activity} hint={s.activityHint} data-testid="activity">
        {activity.isPending ? <Loader /> : <ActivityTable rows={activity.data ?? []} label={s.activity} />}
      </SectionCard>
    </SectionPage>
  );
}
