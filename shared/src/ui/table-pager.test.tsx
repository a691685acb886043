import { useState } from 'react';
import { renderWithProviders, screen } from '../test';
import { PageSizeSelect } from './page-size-select';
import { TablePager } from './table-pager';

const PER_PAGE = 'Rows';
const ALL = 'All';

/** A list of `count` rows paged as the curator's sections and the video gallery page theirs. */
function List({ count }: { count: number }) {
  const [perPage, setPerPage] = useState(10);
  const [page, setPage] = useState(1);
  return (
    <>
      <span data-testid="query">{`${perPage} × ${page}`}</span>
      <TablePager
        page={page}
        pages={perPage === 0 ? 1 : Math.max(1, Math.ceil(count / perPage))}
        onPage={setPage}
        countText={`${count}`}
        countTestId="count"
        testId="paging"
        pagesTestId="pages"
        pageSize={
          <PageSizeSelect
            value={perPage}
            sizes={[10, 50, 0]}
            label={PER_PAGE}
            allLabel={ALL}
            onChange={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
        }
      />
    </>
  );
}

describe('TablePager', () => {
  it('nothing to show on one page without a count or a page size', () => {
    renderWithProviders(<TablePager page={1} pages={1} onPage={() => undefined} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('moves pages and starts again from 1 with another page size', async () => {
    const { user } = renderWithProviders(<List count={45} />);
    expect(screen.getByTestId('query')).toHaveTextContent('10 × 1');
    expect(screen.getByTestId('count')).toHaveTextContent('45');
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByTestId('query')).toHaveTextContent('10 × 3');
    await user.click(screen.getByRole('combobox', { name: PER_PAGE }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(screen.getByTestId('query')).toHaveTextContent('50 × 1');
    expect(screen.queryByTestId('pages')).not.toBeInTheDocument();
  });

  it('a page size of 0 reads as «all» and shows one page', async () => {
    const { user } = renderWithProviders(<List count={450} />);
    expect(screen.getByTestId('pages')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: PER_PAGE }));
    await user.click(await screen.findByRole('option', { name: ALL }));
    expect(screen.getByTestId('query')).toHaveTextContent('0 × 1');
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();
  });
});
