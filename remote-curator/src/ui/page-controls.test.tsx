import { renderWithProviders, screen } from '@fund/shared/test';
import { t } from '../texts';
import { PageControls, usePaging } from './page-controls';

/** A list of `count` items paged as the sections page theirs. */
function List({ count }: { count: number }) {
  const { perPage, page, paging } = usePaging();
  return (
    <>
      <span data-testid="query">{`${perPage} × ${page}`}</span>
      <PageControls count={count} testId="paging" {...paging} />
    </>
  );
}

describe('usePaging with PageControls', () => {
  it('starts on page 1 of 10, moves pages and starts again from 1 with another page size', async () => {
    const { user } = renderWithProviders(<List count={45} />);
    expect(screen.getByTestId('query')).toHaveTextContent('10 × 1');
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByTestId('query')).toHaveTextContent('10 × 3');
    await user.click(screen.getByRole('combobox', { name: t.notes.perPage }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(screen.getByTestId('query')).toHaveTextContent('50 × 1');
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();
  });

  it('«Все» shows one page', async () => {
    const { user } = renderWithProviders(<List count={450} />);
    await user.click(screen.getByRole('combobox', { name: t.notes.perPage }));
    await user.click(await screen.findByRole('option', { name: t.notes.all }));
    expect(screen.getByTestId('query')).toHaveTextContent('0 × 1');
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();
  });
});
