import { renderWithProviders, screen, stubNetwork } from '@fund/shared/test';
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

    await user.type(screen.getByLabelText('Логин'), '   ');
    await user.type(screen.getByLabelText('Пароль'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Вход' }));

    expect(await screen.findByText('Логин обязательное поле')).toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });
});
