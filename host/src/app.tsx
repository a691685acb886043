import { useAuthStore } from '@fund/shared/auth';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './features/auth/login-page';
import { RequireAuth } from './features/auth/require-auth';
import { allowedSections, landingSection, SECURITY_PATH } from './lib/sections';
import { loadSignedIn } from './load-signed-in';

const SignedInLayout = lazy(() => loadSignedIn().then((m) => ({ default: m.SignedInLayout })));
// The documents page and the 404: a chunk of their own, not in the dashboard's first view.
const loadLaterPages = () => import('./later-pages');
const DocumentsPage = lazy(() => loadLaterPages().then((m) => ({ default: m.DocumentsPage })));
const NotFoundPage = lazy(() => loadLaterPages().then((m) => ({ default: m.NotFoundPage })));
const RemotePage = lazy(() => loadSignedIn().then((m) => ({ default: m.RemotePage })));
// The user menu's «Безопасность»: a chunk of its own, loaded when opened.
const SecurityPage = lazy(() =>
  import('./features/security/security-page').then((m) => ({ default: m.SecurityPage })),
);

const later = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/**
 * Routes of the shell; a section without its permission id is not routed at all (→ 404), and
 * sections have no sub-paths ('/video/abc' → 404; a video is '/video?id=3'). Only /login is in
 * the first chunk; the rest loads with the signed-in chunk.
 */
export function App() {
  const permissions = useAuthStore((s) => s.permissions);
  const allowed = allowedSections(permissions);
  // Without the dashboard (the demo manager) '/' leads to the back office, else to the first
  // menu section, instead of a 404.
  const landing = landingSection(allowed);
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<RequireAuth>{later(<SignedInLayout />)}</RequireAuth>}>
        {allowed.map((s) => (
          <Route
            key={s.path}
            path={s.path === '/' ? undefined : s.path}
            index={s.path === '/'}
            element={later(s.module ? <RemotePage key={s.module} id={s.module} /> : <DocumentsPage />)}
          />
        ))}
        {landing && <Route index element={<Navigate to={landing.path} replace />} />}
        <Route path={SECURITY_PATH} element={later(<SecurityPage />)} />
        <Route path="*" element={later(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
