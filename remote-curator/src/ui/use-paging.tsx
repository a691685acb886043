import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@fund/shared/schemas/curator';
import { PageSizeSelect } from '@fund/shared/ui/page-size-select';
import { useState } from 'react';
import { t } from '../texts';

/**
 * A list's paging, from page 1 of DEFAULT_PAGE_SIZE: `perPage` and `page` for the query, `setPage`
 * (a filter change starts again from 1) and `pager(count)`, the props of the shared TablePager
 * with its per-page choice (10, 20, 50, 100, All; a new size starts again from 1). `allPage`: the
 * server answers «Все» in pages of that many (the homework list, issue 43), so past it the pager
 * shows pages; without it «Все» is one page.
 */
export function usePaging(allPage?: number) {
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const size = perPage || allPage;
  const pager = (count: number) => ({
    page,
    pages: size ? Math.max(1, Math.ceil(count / size)) : 1,
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
