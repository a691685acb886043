import { api } from '@fund/shared/api';
import { fireEvent, renderWithProviders, screen, waitFor } from '@fund/shared/test';
import { SEARCH_PAGE } from '../features/tournaments/api/search';
import { tournament } from '../features/tournaments/fixtures';
import TournamentsPage from './tournaments-page';

// The grid itself is not under test here; a stub keeps this screen test fast.
jest.mock('../features/tournaments/components/tournament-grid', () => ({ TournamentGrid: () => null }));

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('scheduler: an invalid time', () => {
  it('marks the previous grid and count as stale instead of leaving them as if current', async () => {
    jest.spyOn(api, 'get').mockResolvedValue([] as never);
    const post = jest.spyOn(api, 'post').mockResolvedValue({ items: [], show_wmark: false } as never);
    renderWithProviders(<TournamentsPage />, { route: '/tournaments' });
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(screen.queryByTestId('scheduler-stale')).not.toBeInTheDocument();

    fireEvent.change(screen.getByTestId('filter-start-time'), { target: { value: '99:99' } });

    expect(await screen.findByTestId('scheduler-stale')).toBeInTheDocument();
  });
});

describe('scheduler: before the first answer', () => {
  it('shows the loader, not «Найдено: 0»', async () => {
    jest.spyOn(api, 'get').mockResolvedValue([] as never);
    const post = jest.spyOn(api, 'post').mockReturnValue(new Promise(() => undefined) as never);
    renderWithProviders(<TournamentsPage />, { route: '/tournaments' });
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(screen.getByTestId('search-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('rows-count')).not.toBeInTheDocument();
    expect(screen.queryByText(/Найдено/)).not.toBeInTheDocument();
  });
});

describe('scheduler: the window paged on the server (issue 43)', () => {
  it('shows the first page, «Показать ещё турниры» loads the next after its last row, then no more', async () => {
    const row = (n: number) => ({ ...tournament, id: n, hash: `h${n}`, day_number: n > 100 ? 3 : 2 });
    const first = Array.from({ length: SEARCH_PAGE }, (_, i) => row(i + 1));
    jest.spyOn(api, 'get').mockResolvedValue([] as never);
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation(
        (_path, _body, options) =>
          Promise.resolve(
            options?.query?.after
              ? { items: [row(101), row(102)], show_wmark: false }
              : { items: first, show_wmark: false },
          ) as never,
      );
    renderWithProviders(<TournamentsPage />, { route: '/tournaments' });
    expect(await screen.findByTestId('rows-count')).toHaveTextContent(String(SEARCH_PAGE));
    expect(post).toHaveBeenLastCalledWith(
      '/api/scheduler/tournaments/search/',
      expect.objectContaining({ startTime: expect.any(String) }),
      expect.objectContaining({ query: { limit: SEARCH_PAGE } }),
    );

    fireEvent.click(screen.getByTestId('scheduler-more'));

    await waitFor(() => expect(screen.getByTestId('rows-count')).toHaveTextContent(String(SEARCH_PAGE + 2)));
    expect(post).toHaveBeenLastCalledWith(
      '/api/scheduler/tournaments/search/',
      expect.anything(),
      expect.objectContaining({ query: { limit: SEARCH_PAGE, after: '2|100' } }),
    );
    // A short page is the window's last: no button, no further request.
    expect(screen.queryByTestId('scheduler-more')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
  });
});
