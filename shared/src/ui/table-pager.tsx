import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one pager of the tables: the row count (when given) and the page numbers (past one page). */
export function TablePager(props: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
  countText?: ReactNode;
  countTestId?: string;
}) {
  const many = props.pages > 1;
  if (!many && props.countText === undefined) return null;
  return (
    <Group justify="space-between" mt="sm">
      {props.countText !== undefined && (
        <Text size="sm" c="dimmed" data-testid={props.countTestId}>
          {props.countText}
        </Text>
      )}
      {many && (
        <Pagination
          total={props.pages}
          value={Math.min(props.page, props.pages)}
          onChange={props.onPage}
          size="sm"
          aria-label={props.label}
        />
      )}
    </Group>
  );
}
