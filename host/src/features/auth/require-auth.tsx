import { useAuthStore } from '@fund/shared/auth';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Every route but /login needs a signed-in user; others go to login and come back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((s) => Boolean(s.access));
  const location = useLocation();
  if (!signedIn)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}
