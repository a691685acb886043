import { SectionPage } from '@fund/shared/ui';
import type { ReactNode } from 'react';
import { BackofficeNav } from './backoffice-nav';

/** A back-office page: the shell's h1 names it; here its sub-title and the page links. */
export function BackofficePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionPage title={title}>
      <BackofficeNav />
      {children}
    </SectionPage>
  );
}
