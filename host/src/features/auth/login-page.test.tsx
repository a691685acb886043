import { markedRequired, renderWithProviders, screen, stubNetwork } from '@fund/shared/test';
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
