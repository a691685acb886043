import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { twoFactorQuery } from '../api/security';
import { TwoFactorCard } from '../two-factor-card';
import { g } from './texts';

/**
 * The back office's pages for a staff member without two-factor sign-in (issue 41 item 1): the
 * API refuses their token there, so instead of the page they get why and the enrolment card of
 * «Безопасность»; once it is on (the recovery codes shown), «Перейти в бэк-офис» opens the page.
 * A chunk of its own, loaded only on the back office's routes.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const status = useQuery(twoFactorQuery());
  const missing = status.data?.required === true && !status.data.enabled;
  // Kept once seen, so enabling does not swap the page in over the recovery codes.
  const [enrolling, setEnrolling] = useState(false);
  useEffect(() => {
    if (missing) setEnrolling(true);
  }, [missing]);
  if (status.isPending) return <Loader />;
  if (!missing && !enrolling) return children;
  return (
    <Stack data-testid="staff-two-factor">
      {/* No Alert title: its message then turns gray, below contrast on the tinted background. */}
      <Alert color="orange">
        <Text fw={700} size="sm">
          {g.title}
        </Text>
        <Text size="sm">{g.explanation}</Text>
      </Alert>
      <TwoFactorCard />
      {!missing && (
        <Group>
          <Button onClick={() => setEnrolling(false)}>{g.open}</Button>
        </Group>
      )}
    </Stack>
  );
}
