import { renderWithProviders, screen } from '@fund/shared/test';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('shows both required-field messages on an empty submit', async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });

    await user.click(screen.getByRole('button', { name: 'Вход' }));

    expect(await screen.findByText('Логин обязательное поле')).toBeInTheDocument();
    expect(screen.getByText('Пароль обязательное поле')).toBeInTheDocument();
  });
});
