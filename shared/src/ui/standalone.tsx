import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from './app-providers';

/**
 * Standalone dev bootstrap of a remote: the same provider stack as the host, its own pages on
 * their routes. Sign in through the host first (same origin via the dev proxy) or paste tokens.
 */
export function renderStandalone(routes: Record<string, ComponentType>): void {
  const el = document.getElementById('root');
  if (!el) return;
  createRoot(el).render(
    <AppProviders>
      <BrowserRouter>
        <Routes>
          {Object.entries(routes).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
}
