import { renderWithProviders, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { t } from '../../../texts';
import { DEFAULT_FILTERS, type GalleryFilters } from '../filters';
import { GalleryFiltersBar } from './gallery-filters';

const REFERENCES = {
  'GET /api/videogallery/authors/': [
    { id: 1, name: 'Алексей Громов' },
    { id: 2, name: 'Ирина Белова' },
  ],
  'GET /api/videogallery/tags/': [{ id: 5, name: 'ICM' }],
  'GET /api/videogallery/levels/': [{ id: 9, name: 'Средний' }],
};

function bar(filters: Partial<GalleryFilters> = {}) {
  const network = stubNetwork(REFERENCES);
  const update = jest.fn();
  const view = renderWithProviders(
    <GalleryFiltersBar filters={{ ...DEFAULT_FILTERS, ...filters }} update={update} />,
  );
  return { network, update, ...view };
}

describe('video gallery filters', () => {
  it('lists the authors from the API; picking one sends its id', async () => {
    const { update, user } = bar();
    await user.click(screen.getByRole('combobox', { name: t.filters.authors }));
    await user.click(await screen.findByRole('option', { name: 'Ирина Белова' }));
    expect(update).toHaveBeenLastCalledWith({ authorId: [2] });
  });

  it('the title search goes out once typing settles, as one update with the whole text', async () => {
    const { update, user } = bar();
    const search = screen.getByRole('textbox', { name: t.filters.search });
    await user.type(search, 'пуш-фолд');
    expect(search).toHaveValue('пуш-фолд');
    await waitFor(() => expect(update).toHaveBeenCalledWith({ title: 'пуш-фолд' }));
    expect(update).toHaveBeenCalledTimes(1);
    expect(search).toHaveAttribute('maxlength', '200');
  });

  it('sort and «show» are sent as their values', async () => {
    const { update, user } = bar();
    await user.click(screen.getByRole('radio', { name: t.filters.oldest }));
    expect(update).toHaveBeenLastCalledWith({ sort: 'asc' });
    await user.click(screen.getByRole('radio', { name: t.filters.fresh }));
    expect(update).toHaveBeenLastCalledWith({ show: 'new' });
  });

  it('«Сбросить фильтры» is off on the defaults', async () => {
    bar();
    expect(screen.getByRole('button', { name: t.filters.reset })).toBeDisabled();
  });

  it('resets a changed view to the defaults', async () => {
    const { update, user } = bar({ tagId: [5], show: 'watched', title: 'ICM' });
    expect(screen.getByRole('textbox', { name: t.filters.search })).toHaveValue('ICM');
    await user.click(screen.getByRole('button', { name: t.filters.reset }));
    expect(update).toHaveBeenCalledWith(DEFAULT_FILTERS);
  });
});
