import { Group, Pagination, Text } from '@mantine/core';
import { t } from '../texts';

/** "Всего: N" and the page number of a server-paged list. */
export function PageControls(props: {
  count: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(props.count / props.pageSize));
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t.total(props.count)}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(props.page, pages)}
          onChange={props.onPage}
          size="sm"
          aria-label={props.label}
        />
      )}
    </Group>
  );
}
