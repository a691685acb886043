import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@fund/shared/schemas/curator';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { t } from '../texts';

const OPTIONS = PAGE_SIZES.map((size) => ({
  value: String(size),
  label: size === 0 ? t.notes.all : String(size),
}));

/**
 * A list's paging, from page 1 of DEFAULT_PAGE_SIZE: `perPage` and `page` for the query, `setPage`
 * (a filter change starts again from 1) and `paging` to spread into PageControls.
 */
export function usePaging() {
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  return { perPage, page, setPage, paging: { perPage, page, onPerPage: setPerPage, onPage: setPage } };
}

/** Per-page (10, 20, 50, 100, All) and page number; total pages follow from the count. */
export function PageControls({
  count,
  perPage,
  page,
  onPerPage,
  onPage,
  testId,
}: {
  count: number;
  perPage: number;
  page: number;
  onPerPage: (perPage: number) => void;
  onPage: (page: number) => void;
  testId: string;
}) {
  const pages = perPage === 0 ? 1 : Math.max(1, Math.ceil(count / perPage));
  return (
    <Group justify="space-between" data-testid={testId}>
      <Group gap="xs">
        <Text size="sm">{t.notes.perPage}</Text>
        <Select
          aria-label={t.notes.perPage}
          data={OPTIONS}
          value={String(perPage)}
          onChange={(value) => {
            onPerPage(Number(value ?? 10));
            onPage(1);
          }}
          allowDeselect={false}
          w={90}
          size="xs"
        />
      </Group>
      {pages > 1 && <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} size="sm" />}
    </Group>
  );
}
