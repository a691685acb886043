import { api } from '@fund/shared/api';
import { fireEvent, renderWithProviders, screen, waitFor } from '@fund/shared/test';
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
