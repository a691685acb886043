import { useAuthStore } from '@fund/shared/auth';
import { renderWithProviders, screen, stubNetwork, viewportWidth } from '@fund/shared/test';
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
  const restore = viewportWidth(390);
  useAuthStore.setState({ profile: { username: 'anna.kuznetsova' } as never });
  stubNetwork({});
  renderWithProviders(<UserMenu />);
  restore();
  // The name only, read from the content (no aria-label that the visible text would contradict).
  const menu = screen.getByRole('button', { name: 'anna.kuznetsova' });
  expect(menu).toBe(screen.getByTestId('user-menu'));
  expect(menu).not.toHaveAttribute('aria-label');
  // Not drawn on a phone: a 1 px clipped box.
  expect(screen.getByText('anna.kuznetsova')).toHaveStyle({ position: 'absolute', width: '1px' });
});
