import { api } from '@fund/shared/api';
import { useAuthStore } from '@fund/shared/auth';
import { queryClient } from '@fund/shared/query';
import { renderWithProviders, reply, screen, stubNetwork } from '@fund/shared/test';
import { DevSignIn } from '@fund/shared/ui/standalone';
import VideoPage from './pages/video-page';

// Standalone dev of this remote (`pnpm --filter ./remote-video dev`): bootstrap.tsx renders its
// page behind the dev sign-in form of renderStandalone; here the same pair, the API stubbed.
const realFetch = globalThis.fetch;
beforeEach(() => {
  useAuthStore.getState().signOut();
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (path: string) =>
      path === '/api/users/permissions/'
        ? (['video'] as never)
        : ((path.startsWith('/api/videogallery/videos/') ? { data: [], count: 0 } : []) as never),
    );
});
afterEach(() => {
  jest.restoreAllMocks();
  globalThis.fetch = realFetch;
  queryClient.clear();
  useAuthStore.getState().signOut();
});

test('signs in by itself through the dev form, shows the section, signs out', async () => {
  const network = stubNetwork({ 'POST /api/token/': reply(200, { access: 'a.b.c', refresh: 'r.s.t' }) });
  const { user } = renderWithProviders(
    <DevSignIn>
      <VideoPage />
    </DevSignIn>,
    { route: '/video' },
  );
  expect(screen.getByRole('heading', { name: 'Вход для разработки раздела' })).toBeInTheDocument();
  expect(screen.queryByText('Список видеозаписей пуст')).not.toBeInTheDocument();

  await user.type(screen.getByLabelText(/Логин/), 'anna.kuznetsova');
  await user.type(screen.getByLabelText(/Пароль/), 'demo-password');
  await user.click(screen.getByRole('button', { name: 'Вход' }));

  expect(await screen.findByText('Список видеозаписей пуст')).toBeInTheDocument();
  expect(network.sent('POST /api/token/')).toEqual([
    { username: 'anna.kuznetsova', password: 'demo-password' },
  ]);
  expect(screen.getByText('Отдельный запуск раздела · anna.kuznetsova')).toBeInTheDocument();
  expect(useAuthStore.getState().access).toBe('a.b.c');
  expect(useAuthStore.getState().permissions).toEqual(['video']);

  await user.click(screen.getByRole('button', { name: 'Выйти' }));
  expect(await screen.findByRole('heading', { name: 'Вход для разработки раздела' })).toBeInTheDocument();
  expect(useAuthStore.getState().access).toBeNull();
});

test('a wrong password says so in Russian and stays on the form', async () => {
  stubNetwork({ 'POST /api/token/': reply(401, { detail: 'Неверные учётные данные.' }) });
  const { user } = renderWithProviders(
    <DevSignIn>
      <VideoPage />
    </DevSignIn>,
  );
  await user.type(screen.getByLabelText(/Логин/), 'anna.kuznetsova');
  await user.type(screen.getByLabelText(/Пароль/), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Вход' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль');
  expect(useAuthStore.getState().access).toBeNull();
});
