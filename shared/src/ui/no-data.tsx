import { Text } from '@mantine/core';
import { ru } from '../i18n/ru';

/** The empty state every table shows (DataTable puts it in a row across every column): 'Нет данных'. */
export function NoData({ text = ru.common.noData }: { text?: string }) {
  return (
    <Text c="dimmed" ta="center" py="md" data-testid="no-data">
      {text}
    </Text>
  );
}
