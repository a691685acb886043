import { useAuthStore } from '@fund/shared/auth';
import { act, renderWithProviders, screen } from '@fund/shared/test';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from './login-page';
import { RequireAuth } from './require-auth';

function App() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<RequireAuth>Главная страница</RequireAuth>} />
      <Route path="/video" element={<RequireAuth>Страница видео</RequireAuth>} />
    </Routes>
  );
}

beforeEach(() => {
  useAuthStore.getState().signOut();
});

jest.mock('@fund/shared/api', () => ({
  ...jest.requireActual('@fund/shared/api'),
  login: async () => {
    const { useAuthStore: store } = jest.requireActual('@fund/shared/auth');
    store.getState().setTokens({ access: 'a', refresh: 'r' });
  },
}));

async function signIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Логин' }), 'player');
  await user.type(screen.getByLabelText('Пароль', { exact: false }), 'demo-password');
  await user.click(screen.getByRole('button', { name: 'Вход' }));
}

describe('deep link kept across sign-in', () => {
  it('/video?id=3 signed out → sign in → back on /video?id=3', async () => {
    const { user } = renderWithProviders(<App />, { route: '/video?id=3' });
    expect(screen.getByRole('button', { name: 'Вход' })).toBeInTheDocument();
    await signIn(user);
    expect(await screen.findByText('Страница видео')).toBeInTheDocument();
  });

  it('after a forced sign-out the user comes back to the same page', async () => {
    useAuthStore.getState().setTokens({ access: 'a', refresh: 'r' });
    const { user } = renderWithProviders(<App />, { route: '/video?id=3' });
    expect(screen.getByText('Страница видео')).toBeInTheDocument();
    act(() => useAuthStore.getState().signOut());
    await signIn(user);
    expect(await screen.findByText('Страница видео')).toBeInTheDocument();
  });
});
