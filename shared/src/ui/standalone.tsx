import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { RuDatesProvider } from './dates-provider';
import { DevSignIn } from './dev-sign-in';

export { DevSignIn };

/**
 * Standalone dev bootstrap of a remote (its own subpath, out of `@fund/shared/ui`, which the host's
 * first view loads): the same provider stack as the host, its own pages on
 * their routes, behind the dev sign-in form (DevSignIn) against the API of the dev proxy.
 */
export function renderStandalone(routes: Record<string, ComponentType>): void {
  const el = document.getElementById('root');
  if (!el) return;
  createRoot(el).render(
    <AppProviders>
      <RuDatesProvider>
        <DevSignIn>
          <BrowserRouter>
            <Routes>
              {Object.entries(routes).map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </BrowserRouter>
        </DevSignIn>
      </RuDatesProvider>
    </AppProviders>,
  );
}
