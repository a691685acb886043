import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@fund/shared/schemas/curator';
import { PageSizeSelect } from '@fund/shared/ui/page-size-select';
import { useState } from 'react';
import { t } from '../texts';

/**
 * A list's paging, from page 1 of DEFAULT_PAGE_SIZE: `perPage` and `page` for the query, `setPage`
 * (a filter change starts again from 1) and `pager(count)`, the props of the shared TablePager
 * with its per-page choice (10, 20, 50, 100, All; a new size starts again from 1).
 */
export function usePaging() {
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const pager = (count: number) => ({
    page,
    pages: perPage === 0 ? 1 : Math.max(1, Math.ceil(count / perPage)),
    onPage: setPage,
    pageSize: (
      <PageSizeSelect
        value={perPage}
        sizes={PAGE_SIZES}
        label={t.notes.perPage}
        allLabel={t.notes.all}
        onChange={(size) => {
          setPerPage(size);
          setPage(1);
        }}
      />
    ),
  });
  return { perPage, page, setPage, pager };
}
