import { Table, Text } from '@mantine/core';

export const NO_DATA = 'Нет данных';

/** The empty state every table shows: 'Нет данных'. */
export function NoData({ text = NO_DATA }: { text?: string }) {
  return (
    <Text c="dimmed" ta="center" py="md" data-testid="no-data">
      {text}
    </Text>
  );
}

/** A table row spanning all columns with the empty state. */
export function NoDataRow({ colSpan }: { colSpan: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <NoData />
      </Table.Td>
    </Table.Tr>
  );
}
