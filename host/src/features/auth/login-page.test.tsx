import {
  type Call,
  markedRequired,
  renderWithProviders,
  reply,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('shows both required-field messages on an empty submit', async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });

    await user.click(screen.getByRole('button', { name: 'Вход' }));

    expect(await screen.findByText('Логин обязательное поле')).toBeInTheDocument();
    expect(screen.getByText('Пароль обязательное поле')).toBeInTheDocument();
  });

  it('takes a login of spaces for an empty one: the message, and nothing sent', async () => {
    const network = stubNetwork({});
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });

    await user.type(screen.getByRole('textbox', { name: 'Логин' }), '   ');
    await user.type(screen.getByLabelText('Пароль', { exact: false }), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Вход' }));

    expect(await screen.findByText('Логин обязательное поле')).toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });
});

test('the login and the password are marked required (issue 35)', () => {
  renderWithProviders(<LoginPage />, { route: '/login' });
  expect(markedRequired('Логин')).toBe(true);
  // A password field has no role: its label is «Пароль» and Mantine's «*».
  expect(screen.getByLabelText('Пароль *')).toHaveAttribute('type', 'password');
});

test('two-factor sign-in (issue 41): the password answers a challenge, «Код из приложения» completes it; a wrong code says so; a recovery code behind the link', async () => {
  const { useAuthStore } = await import('@fund/shared/auth');
  let codes = 0;
  const network = stubNetwork({
    'POST /api/token/': reply(200, { two_factor: true, challenge: 'ch-1' }),
    'POST /api/token/two-factor/': () => {
      codes += 1;
      return codes === 1
        ? reply(401, { detail: 'Неверный или уже использованный код.' })
        : reply(200, { refresh: 'r', access: 'a' });
    },
  });
  const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
  await user.type(screen.getByRole('textbox', { name: 'Логин' }), 'manager');
  await user.type(screen.getByLabelText('Пароль', { exact: false }), 'demo-password');
  await user.click(screen.getByRole('button', { name: 'Вход' }));

  await user.type(await screen.findByRole('textbox', { name: 'Код из приложения' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Вход' }));
  expect(
    await screen.findByText('Неверный или уже использованный код. Введите новый код.'),
  ).toBeInTheDocument();
  expect(useAuthStore.getState().access).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Использовать код восстановления' }));
  await user.type(screen.getByRole('textbox', { name: 'Код восстановления' }), 'abcd-efgh-ijkm-npqr');
  await user.click(screen.getByRole('button', { name: 'Вход' }));
  await waitFor(() => expect(useAuthStore.getState().access).toBe('a'));
  expect(network.sent('POST /api/token/two-factor/')).toEqual([
    { challenge: 'ch-1', code: '123456' },
    { challenge: 'ch-1', recovery_code: 'abcd-efgh-ijkm-npqr' },
  ]);
});

test('«Доверять этому устройству 30 дней» (issue 41): ticked, the code asks for a device token, kept; the next sign-in sends it and skips the code; a refused one is forgotten and the code asked', async () => {
  const { useAuthStore } = await import('@fund/shared/auth');
  useAuthStore.getState().signOut();
  localStorage.removeItem('fund-trusted-device:manager');
  const signIn = async (user: ReturnType<typeof renderWithProviders>['user']) => {
    await user.type(screen.getByRole('textbox', { name: 'Логин' }), 'Manager');
    await user.type(screen.getByLabelText('Пароль', { exact: false }), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Вход' }));
  };
  const first = stubNetwork({
    'POST /api/token/': reply(200, { two_factor: true, challenge: 'ch-1' }),
    'POST /api/token/two-factor/': reply(200, { refresh: 'r', access: 'a', device_token: 'device-1' }),
  });
  const one = renderWithProviders(<LoginPage />, { route: '/login' });
  await signIn(one.user);
  await one.user.type(await screen.findByRole('textbox', { name: 'Код из приложения' }), '123456');
  const trust = screen.getByRole('checkbox', { name: 'Доверять этому устройству 30 дней' });
  expect(trust).not.toBeChecked();
  await one.user.click(trust);
  await one.user.click(screen.getByRole('button', { name: 'Вход' }));
  await waitFor(() => expect(useAuthStore.getState().access).toBe('a'));
  expect(first.sent('POST /api/token/two-factor/')).toEqual([
    { challenge: 'ch-1', code: '123456', trust_device: true },
  ]);
  expect(localStorage.getItem('fund-trusted-device:manager')).toBe('device-1');
  one.unmount();
  useAuthStore.getState().signOut();

  // The next sign-in: the password, then the token instead of the code.
  const second = stubNetwork({
    'POST /api/token/': reply(200, { two_factor: true, challenge: 'ch-2' }),
    'POST /api/token/two-factor/': reply(200, { refresh: 'r2', access: 'a2' }),
  });
  const two = renderWithProviders(<LoginPage />, { route: '/login' });
  await signIn(two.user);
  await waitFor(() => expect(useAuthStore.getState().access).toBe('a2'));
  expect(second.sent('POST /api/token/two-factor/')).toEqual([
    { challenge: 'ch-2', device_token: 'device-1' },
  ]);
  expect(screen.queryByRole('textbox', { name: 'Код из приложения' })).toBeNull();
  two.unmount();
  useAuthStore.getState().signOut();

  // Refused (expired, revoked): forgotten, the code asked; unticked, no new token asked.
  const third = stubNetwork({
    'POST /api/token/': reply(200, { two_factor: true, challenge: 'ch-3' }),
    'POST /api/token/two-factor/': (request: Call) =>
      'device_token' in (request.body as object)
        ? reply(401, { detail: 'Неверный или уже использованный код.' })
        : reply(200, { refresh: 'r3', access: 'a3' }),
  });
  const three = renderWithProviders(<LoginPage />, { route: '/login' });
  await signIn(three.user);
  await three.user.type(await screen.findByRole('textbox', { name: 'Код из приложения' }), '654321');
  expect(screen.queryByTestId('login-failure')).toBeNull();
  expect(localStorage.getItem('fund-trusted-device:manager')).toBeNull();
  await three.user.click(screen.getByRole('button', { name: 'Вход' }));
  await waitFor(() => expect(useAuthStore.getState().access).toBe('a3'));
  expect(third.sent('POST /api/token/two-factor/')).toEqual([
    { challenge: 'ch-3', device_token: 'device-1' },
    { challenge: 'ch-3', code: '654321' },
  ]);
});
