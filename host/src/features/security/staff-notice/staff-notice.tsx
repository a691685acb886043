import { Alert, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SECTIONS } from '../../../lib/sections';
import { twoFactorQuery } from '../api/security';
import { g } from './texts';

/** Where «Перейти в бэк-офис» leads: the first of the back office's pages. */
const BACKOFFICE_PATH = SECTIONS.find((section) => section.permission === 'backoffice')?.path ?? '/';

/**
 * Above «Безопасность» for a staff member without two-factor sign-in (issue 41 item 1): the API
 * refuses their token in the back office, whose pages send them here (remote-backoffice's
 * `BackofficePage`). Why, above the enrolment card; once it is on (the recovery codes shown
 * below), «Перейти в бэк-офис».
 */
export function StaffNotice() {
  const status = useQuery(twoFactorQuery());
  const missing = status.data?.required === true && !status.data.enabled;
  // Kept once seen, so that enabling turns it into the way back to the back office.
  const [enrolling, setEnrolling] = useState(false);
  useEffect(() => {
    if (missing) setEnrolling(true);
  }, [missing]);
  if (!missing && !enrolling) return null;
  return (
    <Alert color="orange" data-testid="staff-two-factor">
      {/* No Alert title: its message then turns gray, below contrast on the tinted background. */}
      <Text fw={700} size="sm">
        {g.title}
      </Text>
      <Text size="sm">{g.explanation}</Text>
      {!missing && (
        <Group mt="sm">
          <Button component={Link} to={BACKOFFICE_PATH}>
            {g.open}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
