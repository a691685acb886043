import { BACKOFFICE_DEFAULT_PAGE_SIZE } from '@fund/shared/schemas/backoffice';
import { NoDataRow } from '@fund/shared/ui';
import { Alert, ScrollArea, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../texts';
import { PageControls } from './page-controls';

/** A server-paged table: header, rows (or «Нет данных»), total and pages. */
export function PagedTable(props: {
  caption: string;
  head: string[];
  rows: ReactNode;
  empty: boolean;
  count: number;
  page: number;
  onPage: (page: number) => void;
  failed?: boolean;
  testId: string;
  minWidth?: number;
}) {
  return (
    <Stack gap="sm" data-testid={props.testId}>
      {props.failed && <Alert color="red">{t.loadError}</Alert>}
      <ScrollArea>
        <Table striped miw={props.minWidth ?? 760} verticalSpacing="xs" aria-label={props.caption}>
          <Table.Thead>
            <Table.Tr>
              {props.head.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.empty && <NoDataRow colSpan={props.head.length} />}
            {props.rows}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <PageControls
        count={props.count}
        pageSize={BACKOFFICE_DEFAULT_PAGE_SIZE}
        page={props.page}
        onPage={props.onPage}
        label={t.filters.pages}
      />
    </Stack>
  );
}
