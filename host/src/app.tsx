import { useAuthStore } from '@fund/shared/auth';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './features/auth/login-page';
import { RequireAuth } from './features/auth/require-auth';
import { allowedSections, landingSection, SECURITY_PATH, type Section } from './lib/sections';
import { loadSignedIn } from './load-signed-in';

const SignedInLayout = lazy(() => loadSignedIn().then((m) => ({ default: m.SignedInLayout })));
// The documents page and the 404: a chunk of their own, not in the dashboard's first view.
const loadLaterPages = () => import('./later-pages');
const DocumentsPage = lazy(() => loadLaterPages().then((m) => ({ default: m.DocumentsPage })));
const NotFoundPage = lazy(() => loadLaterPages().then((m) => ({ default: m.NotFoundPage })));
const RemotePage = lazy(() => loadSignedIn().then((m) => ({ default: m.RemotePage })));
// The user menu's «Безопасность»: a chunk of its own, loaded when opened.
const loadSecurity = () => import('./features/security/security-page');
const SecurityPage = lazy(() => loadSecurity().then((m) => ({ default: m.SecurityPage })));
// The back office's gate for staff without two-factor sign-in (issue 41): in the same chunk as
// «Безопасность» (its enrolment card), loaded on the back office's routes only. A chunk of its own
// regrouped the shared modules both use and grew the dashboard's first view past its budget.
const StaffGate = lazy(() => loadSecurity().then((m) => ({ default: m.StaffGate })));

const later = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/** A section's page; the back office's behind the gate that asks staff to enable 2FA first. */
function sectionPage(section: Section): ReactNode {
  const page = section.module ? <RemotePage key={section.module} id={section.module} /> : <DocumentsPage />;
  return later(section.permission === 'backoffice' ? <StaffGate>{page}</StaffGate> : page);
}

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
            element={sectionPage(s)}
          />
        ))}
        {landing && <Route index element={<Navigate to={landing.path} replace />} />}
        <Route path={SECURITY_PATH} element={later(<SecurityPage />)} />
        <Route path="*" element={later(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
