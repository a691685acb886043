import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The one pager of the lists (the tables, the curator's sections, the video gallery): the row
 * count (when given) and a page-size choice (`pageSize`, a PageSizeSelect, when given) on one side,
 * the page numbers (past one page) on the other; nothing when there is none of them.
 */
export function TablePager(props: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
  countText?: ReactNode;
  countTestId?: string;
  pageSize?: ReactNode;
  testId?: string;
  pagesTestId?: string;
}) {
  const many = props.pages > 1;
  if (!many && props.countText === undefined && props.pageSize === undefined) return null;
  return (
    <Group justify="space-between" mt="sm" wrap="wrap" data-testid={props.testId}>
      <Group gap="md">
        {props.countText !== undefined && (
          <Text size="sm" c="dimmed" data-testid={props.countTestId}>
            {props.countText}
          </Text>
        )}
        {props.pageSize}
      </Group>
      {many && (
        <Pagination
          total={props.pages}
          value={Math.min(props.page, props.pages)}
          onChange={props.onPage}
          size="sm"
          aria-label={props.label}
          data-testid={props.pagesTestId}
        />
      )}
    </Group>
  );
}
