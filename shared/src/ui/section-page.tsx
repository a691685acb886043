import { Card, type CardProps, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/** A routed page: its section title and content. */
export function SectionPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="md" data-testid="section-page">
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}

/**
 * One section of a page in a bordered card: its title, an optional dimmed line under it, then the
 * content (a table, a chart, a few figures). Card props (a test id, padding, a ref) pass through.
 */
export function SectionCard({
  title,
  hint,
  children,
  ...card
}: CardProps & {
  title: ReactNode;
  hint?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Card withBorder {...card}>
      <Text fw={600} mb={hint ? 0 : 'sm'}>
        {title}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mb="sm">
          {hint}
        </Text>
      )}
      {children}
    </Card>
  );
}
