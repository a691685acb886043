/**
 * A keyset-paged list's next page (issue 43, `getNextPageParam` of an infinite query): the cursor
 * of the last page's last row, or none when that page was short or every row of the count is
 * loaded.
 */
export function nextCursor<Row>(
  pages: { data: Row[]; count: number }[],
  size: number,
  cursor: (row: Row) => string,
): string | undefined {
  const last = pages.at(-1);
  const row = last?.data.at(-1);
  const loaded = pages.reduce((n, page) => n + page.data.length, 0);
  return last && row && last.data.length === size && loaded < last.count ? cursor(row) : undefined;
}
