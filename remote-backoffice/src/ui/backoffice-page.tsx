import { FetchError } from '@fund/shared/api';
import { shellQueries } from '@fund/shared/query/shell';
import { SectionPage } from '@fund/shared/ui';
import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { BackofficeNav } from './backoffice-nav';

/** The host's «Безопасность» page (its two-factor enrolment), where staff without 2FA are sent. */
const SECURITY_PAGE = '/security';

/** Whether the back office refused the token for want of two-factor sign-in (issue 41 item 1). */
const needsTwoFactor = (e: unknown) =>
  e instanceof FetchError && (e.data as { code?: string } | undefined)?.code === 'two_factor_required';

/**
 * A back-office page: the shell's h1 names it; here its sub-title and the page links. The API
 * serves the back office only to staff with two-factor sign-in: the menu badge's counts (the
 * shell's query, usually fetched already) tell, and a refused staff member is sent to enrol
 * on «Безопасность» before any of the page's requests.
 */
export function BackofficePage({ title, children }: { title: string; children: ReactNode }) {
  const counts = useQuery(shellQueries.backofficeCounts());
  if (needsTwoFactor(counts.error)) return <Navigate to={SECURITY_PAGE} replace />;
  return (
    <SectionPage title={title}>
      {counts.isPending ? (
        <Loader />
      ) : (
        <>
          <BackofficeNav />
          {children}
        </>
      )}
    </SectionPage>
  );
}
