import { useAuthStore } from '@fund/shared/auth';
import { PERMISSIONS } from '@fund/shared/permissions';
import { renderWithProviders, screen } from '@fund/shared/test';
import { Shell } from './shell';

beforeEach(() => useAuthStore.setState({ permissions: [PERMISSIONS.history] }));

describe('shell below 1024 px (jsdom matches no media query)', () => {
  it('titles the tab and has one h1 naming the section', () => {
    renderWithProviders(<Shell />, { route: '/history' });
    expect(document.title).toBe('История — Личный кабинет');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('История');
  });

  it('keeps the collapsed drawer out of the Tab order; the burger reports and controls it', async () => {
    const { user } = renderWithProviders(<Shell />, { route: '/history' });
    const burger = screen.getByRole('button', { name: 'Меню' });
    const drawer = screen.getByTestId('drawer');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', drawer.id);
    expect(drawer).toHaveAttribute('inert');

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).not.toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: /История/ })).toBeVisible();
  });
});
