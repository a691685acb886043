import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A routed page: its section title and content. */
export function SectionPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="md" data-testid="section-page">
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}
