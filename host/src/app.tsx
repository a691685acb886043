import { useAuthStore } from '@fund/shared/auth';
import { hasPermission } from '@fund/shared/permissions';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './features/auth/login-page';
import { RequireAuth } from './features/auth/require-auth';
import { DocumentsPage } from './features/documents/documents-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import { RemotePage } from './features/remotes/remote-page';
import { SECTIONS } from './features/shell/sections';
import { Shell } from './features/shell/shell';
import { StartGate } from './features/start/start-gate';

/**
 * Routes of the shell; a section without its permission id is not routed at all (→ 404), and
 * sections have no sub-paths ('/video/abc' → 404; a video is '/video?id=3').
 */
export function App() {
  const permissions = useAuthStore((s) => s.permissions);
  const allowed = SECTIONS.filter((s) => hasPermission(permissions, s.permission));
  // Without the dashboard (the demo manager) '/' leads to the back office, else to the first
  // menu section, instead of a 404.
  const landing = allowed.some((s) => s.path === '/')
    ? undefined
    : (allowed.find((s) => s.path === '/backoffice') ?? allowed.find((s) => s.inMenu));
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        element={
          <RequireAuth>
            <StartGate>
              <Shell />
            </StartGate>
          </RequireAuth>
        }
      >
        {allowed.map((s) => (
          <Route
            key={s.path}
            path={s.path === '/' ? undefined : s.path}
            index={s.path === '/'}
            element={s.module ? <RemotePage key={s.module} id={s.module} /> : <DocumentsPage />}
          />
        ))}
        {landing && <Route index element={<Navigate to={landing.path} replace />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
