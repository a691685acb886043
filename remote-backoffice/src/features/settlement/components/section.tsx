import { Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../../../texts';

/**
 * One settlement list on /backoffice (bundles to close, disputed lines, statements to pay): its
 * title, loading, error and empty states, and a table of its rows; `dialog` is the row action's.
 */
export function SettlementSection<T>(props: {
  title: string;
  testId: string;
  none: string;
  query: UseQueryResult<T[]>;
  row: (item: T) => ReactNode;
  dialog: ReactNode;
  /** Shown under the title (a list's own actions and their outcome). */
  toolbar?: ReactNode;
}) {
  const { data, isPending, isError } = props.query;
  return (
    <Stack gap="xs" data-testid={props.testId}>
      <Title order={3}>{props.title}</Title>
      {props.toolbar}
      {isPending && <Loader />}
      {isError && <Text c="red">{t.loadError}</Text>}
      {data?.length === 0 && <Text c="dimmed">{props.none}</Text>}
      {!!data?.length && (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Tbody>{data.map(props.row)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {props.dialog}
    </Stack>
  );
}
