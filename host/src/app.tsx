import { useAuthStore } from '@fund/shared/auth';
import { hasPermission } from '@fund/shared/permissions';
import { Route, Routes } from 'react-router-dom';
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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
