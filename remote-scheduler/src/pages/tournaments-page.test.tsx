import { type Call, fireEvent, renderWithProviders, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { SEARCH_PAGE } from '../features/tournaments/api/search';
import { tournament } from '../features/tournaments/fixtures';
import TournamentsPage from './tournaments-page';

// The grid itself is not under test here; a stub keeps this screen test fast.
jest.mock('../features/tournaments/components/tournament-grid', () => ({ TournamentGrid: () => null }));

const SEARCH = 'POST /api/scheduler/tournaments/search/';
const ROOMS = 'GET /api/scheduler/rooms/';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('scheduler: an invalid time', () => {
  it('marks the previous grid and count as stale instead of leaving them as if current', async () => {
    const network = stubNetwork({ [ROOMS]: [], [SEARCH]: { items: [], show_wmark: false } });
    renderWithProviders(<TournamentsPage />, { route: '/tournaments' });
    await waitFor(() => expect(network.sent(SEARCH)).toHaveLength(1));
    expect(await screen.findByTestId('rows-count')).toHaveTextContent('0');
    expect(screen.queryByTestId('scheduler-stale')).not.toBeInTheDocument();

    fireEvent.change(screen.getByTestId('filter-start-time'), { target: { value: '99:99' } });

    expect(await screen.findByTestId('scheduler-stale')).toBeInTheDocument();
    expect(network.sent(SEARCH)).toHaveLength(1);
  });
});

describe('scheduler: before the first answer', () => {
  it('shows the loader, not «Найдено: 0»', async () => {
    const network = stubNetwork({ [ROOMS]: [], [SEARCH]: () => new Promise(() => undefined) });
    renderWithProviders(<TournamentsPage />, { route: '/tournaments' });
    await waitFor(() => expect(network.sent(SEARCH)).toHaveLength(1));
    expect(screen.getByTestId('search-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('rows-count')).not.toBeInTheDocument();
    expect(screen.queryByText(/Найдено/)).not.toBeInTheDocument();
  });
});

describe('scheduler: the window paged on the server (issue 43)', () => {
  it('shows the first page as «100+», «Показать ещё турниры» loads the next after its last row, then no more', async () => {
    const row = (n: number) => ({ ...tournament, id: n, hash: `h${n}`, day_number: n > 100 ? 3 : 2 });
    const first = Array.from({ length: SEARCH_PAGE }, (_, i) => row(i + 1));
    const network = stubNetwork({
      [ROOMS]: [],
      [SEARCH]: ({ query }: Call) => ({
        items: query?.after ? [row(101), row(102)] : first,
        show_wmark: false,
      }),
    });
    renderWithProviders(<TournamentsPage />, { route: '/tournaments' });
    // A full page: the window holds more than is loaded, and the count says so.
    expect(await screen.findByTestId('rows-count')).toHaveTextContent(`${SEARCH_PAGE}+`);
    const queries = () => network.calls.filter((c) => `${c.method} ${c.path}` === SEARCH).map((c) => c.query);
    expect(queries()).toEqual([{ limit: String(SEARCH_PAGE) }]);
    expect(network.sent(SEARCH)[0]).toEqual(expect.objectContaining({ startTime: expect.any(String) }));

    fireEvent.click(screen.getByTestId('scheduler-more'));

    // A short page is the window's last: the count is exact, no button, no further request.
    await waitFor(() =>
      expect(screen.getByTestId('rows-count')).toHaveTextContent(new RegExp(`^${SEARCH_PAGE + 2}$`)),
    );
    expect(queries()).toEqual([
      { limit: String(SEARCH_PAGE) },
      { limit: String(SEARCH_PAGE), after: '2|100' },
    ]);
    expect(screen.queryByTestId('scheduler-more')).not.toBeInTheDocument();
  });
});
