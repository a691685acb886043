import { api } from '@fund/shared/api';
import { renderWithProviders, screen, waitFor } from '@fund/shared/test';
import { TournamentsScreen } from './tournaments-screen';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('scheduler: an invalid time', () => {
  it('marks the previous grid and count as stale instead of leaving them as if current', async () => {
    jest.spyOn(api, 'get').mockResolvedValue([] as never);
    const post = jest.spyOn(api, 'post').mockResolvedValue({ items: [], show_wmark: false } as never);
    const { user } = renderWithProviders(<TournamentsScreen />, { route: '/tournaments' });
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(screen.queryByTestId('scheduler-stale')).not.toBeInTheDocument();

    const start = screen.getByTestId('filter-start-time');
    await user.clear(start);
    await user.type(start, '99:99');

    expect(await screen.findByTestId('scheduler-stale')).toBeInTheDocument();
  });
});
