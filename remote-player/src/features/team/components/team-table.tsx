import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import {
  cellText,
  type TeamTable as Data,
  searchRows,
  type TeamHeader,
  type TeamRow,
  teamSorts,
} from '../model';
import { t } from '../texts';

async function copy(value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    notifications.show({ color: 'teal', message: t.team.copied(value), autoClose: 2500 });
  } catch {
    notifications.show({ color: 'red', message: t.team.copyFailed });
  }
}

const teamColumns = (headers: TeamHeader[]): DataColumn<TeamRow>[] => {
  const sorts = teamSorts(headers);
  return headers.map((header) => ({
    id: header.key,
    header: header.title,
    sort: sorts[header.key],
    cell: (row) => cellText(row[header.key]),
    cellProps: (row) => ({
      style: { cursor: 'copy' },
      title: t.team.clickToCopy,
      onClick: () => void copy(cellText(row[header.key])),
    }),
  }));
};

/** Searchable, sortable team table; a click on a cell copies its value; rows keep their colour. */
export function TeamTable({ data }: { data: Data }) {
  const [query, setQuery] = useState('');
  const rows = useMemo(() => searchRows(data.table_data, data.headers, query), [data, query]);
  const columns = useMemo(() => teamColumns(data.headers), [data.headers]);

  return (
    <>
      <TextInput
        label={t.team.search}
        placeholder={t.team.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={360}
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({
          style: row.color ? { backgroundColor: row.color } : undefined,
          'data-color': row.color ?? '',
        })}
        minWidth={720}
        sortRemovable
        tableProps={{ highlightOnHover: true, withTableBorder: true, 'data-testid': 'team-table' }}
      />
    </>
  );
}
