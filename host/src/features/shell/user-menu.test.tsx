import { useAuthStore } from '@fund/shared/auth';
import { renderWithProviders, screen, stubNetwork } from '@fund/shared/test';
import { Route, Routes } from 'react-router-dom';
import { t } from '../../texts';
import { UserMenu } from './user-menu';

it('the user menu opens «Безопасность»', async () => {
  useAuthStore.setState({ profile: { username: 'player' } as never });
  stubNetwork({});
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/" element={<UserMenu />} />
      <Route path="/security" element={<div data-testid="security-route" />} />
    </Routes>,
  );
  await user.click(screen.getByTestId('user-menu'));
  await user.click(await screen.findByRole('menuitem', { name: t.security }));
  expect(await screen.findByTestId('security-route')).toBeInTheDocument();
});

it('on a phone the header shows the avatar alone; the name stays the button’s name (issue 42)', () => {
  useAuthStore.setState({ profile: { username: 'anna.kuznetsova' } as never });
  stubNetwork({});
  renderWithProviders(<UserMenu />);
  const menu = screen.getByRole('button', { name: 'anna.kuznetsova' });
  expect(menu).toBe(screen.getByTestId('user-menu'));
  // Hidden below Mantine's `xs` (576 px) by its own class, from the first paint on.
  expect(screen.getByText('anna.kuznetsova')).toHaveClass('mantine-visible-from-xs');
  expect(menu).toHaveTextContent(/^Aanna\.kuznetsova$/);
});
