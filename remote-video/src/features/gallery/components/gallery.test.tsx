import { api } from '@fund/shared/api';
import { renderWithProviders, screen } from '@fund/shared/test';
import { Gallery } from './gallery';

afterEach(() => jest.restoreAllMocks());

describe('video gallery', () => {
  it('an empty list says so and shows no pager', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation(
        async (path: string) =>
          (path.startsWith('/api/videogallery/videos/') ? { data: [], count: 0 } : []) as never,
      );
    renderWithProviders(<Gallery />, { route: '/video' });
    expect(await screen.findByText('Список видеозаписей пуст')).toBeInTheDocument();
    expect(screen.queryByTestId('video-pagination')).not.toBeInTheDocument();
  });

  it('while the list loads: the loader, no «Всего: 0» and no empty text', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation(
        (path: string) =>
          (path.startsWith('/api/videogallery/videos/')
            ? new Promise(() => undefined)
            : Promise.resolve([])) as never,
      );
    renderWithProviders(<Gallery />, { route: '/video' });
    expect(await screen.findByTestId('video-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('video-count')).not.toBeInTheDocument();
    expect(screen.queryByText('Всего: 0')).not.toBeInTheDocument();
    expect(screen.queryByText('Список видеозаписей пуст')).not.toBeInTheDocument();
  });
});
