import { Text } from '@mantine/core';

export const NO_DATA = 'Нет данных';

/** The empty state every table shows (DataTable puts it in a row across every column): 'Нет данных'. */
export function NoData({ text = NO_DATA }: { text?: string }) {
  return (
    <Text c="dimmed" ta="center" py="md" data-testid="no-data">
      {text}
    </Text>
  );
}
