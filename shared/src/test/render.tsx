import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, type RenderResult, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'dayjs/locale/ru';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { cssVariablesResolver, useScreenTheme } from '../ui/theme';

/** A fresh QueryClient per test: no retries, nothing cached between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** The app's provider stack for tests (Mantine `env="test"`, dates, queries, a memory router). */
function TestProviders({
  children,
  queryClient,
  route = '/',
}: {
  children: ReactNode;
  queryClient: QueryClient;
  route?: string;
}) {
  return (
    <MantineProvider theme={useScreenTheme()} cssVariablesResolver={cssVariablesResolver} env="test">
      <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  queryClient?: QueryClient;
  /** Initial router location (a MemoryRouter wraps the component). */
  route?: string;
}

/**
 * Renders a component inside the app's provider stack for component tests: Mantine with
 * `env="test"` (no transitions, no portals), Russian dates, a fresh QueryClient and a router.
 * Returns RTL's result plus a `user` from user-event and the QueryClient.
 */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), route = '/', ...options }: RenderWithProvidersOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup>; queryClient: QueryClient } {
  const wrap = (node: ReactNode) => (
    <TestProviders queryClient={queryClient} route={route}>
      {node}
    </TestProviders>
  );
  const result = render(wrap(ui), options);
  // No pause between keystrokes: typing costs no timer turns.
  const user = userEvent.setup({ delay: null });
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)), user, queryClient };
}

/**
 * Waits until a Mantine modal has moved the focus into itself (its focus trap runs after the
 * first paint); a click on a field before that loses its focus, and a Select its dropdown.
 */
export async function dialogFocused(): Promise<void> {
  await waitFor(() =>
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
  );
}
