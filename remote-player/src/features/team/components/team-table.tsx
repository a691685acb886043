import { NoDataRow } from '@fund/shared/ui';
import { Table, TextInput, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { t } from '../../../texts';
import { cellText, type TeamTable as Data, nextSort, type Sort, searchRows, sortRows } from '../model';

const ARROWS = { asc: ' ▲', desc: ' ▼' } as const;

async function copy(value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    notifications.show({ color: 'teal', message: t.team.copied(value), autoClose: 2500 });
  } catch {
    notifications.show({ color: 'red', message: t.team.copyFailed });
  }
}

/** Searchable, sortable team table; a click on a cell copies its value; rows keep their colour. */
export function TeamTable({ data }: { data: Data }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort | null>(null);
  const rows = useMemo(
    () => sortRows(searchRows(data.table_data, data.headers, query), sort),
    [data, query, sort],
  );

  return (
    <>
      <TextInput
        label={t.team.search}
        placeholder={t.team.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={360}
      />
      <Table.ScrollContainer minWidth={720}>
        <Table highlightOnHover withTableBorder data-testid="team-table">
          <Table.Thead>
            <Table.Tr>
              {data.headers.map((header) => (
                <Table.Th
                  key={header.key}
                  aria-sort={
                    sort?.key === header.key
                      ? sort.direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : 'none'
                  }
                >
                  <UnstyledButton
                    fw={600}
                    fz="sm"
                    onClick={() => setSort((current) => nextSort(current, header.key))}
                  >
                    {header.title}
                    {sort?.key === header.key ? ARROWS[sort.direction] : ''}
                  </UnstyledButton>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? <NoDataRow colSpan={Math.max(data.headers.length, 1)} /> : null}
            {rows.map((row) => (
              <Table.Tr
                key={row.id}
                style={row.color ? { backgroundColor: row.color } : undefined}
                data-color={row.color ?? ''}
              >
                {data.headers.map((header) => (
                  <Table.Td
                    key={header.key}
                    style={{ cursor: 'copy' }}
                    title={t.team.clickToCopy}
                    onClick={() => void copy(cellText(row[header.key]))}
                  >
                    {cellText(row[header.key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
