import { hasPermission } from '@fund/shared/permissions';
import { shellQueries } from '@fund/shared/query/shell';
import { usePhone } from '@fund/shared/ui';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RemotePage } from '../../lib/remotes/remote-page';
import { t } from '../../texts';
import { LogoutButton } from '../../ui/logout-button';
import { useStartSequence } from './use-start-sequence';

/**
 * The wizard and the dead ends replace the whole shell, so they carry their own way out: in the
 * top right corner, and on a phone (≤ 576 px) in a row of its own above the page, where the
 * wizard's card, as wide as the screen, had it on its border (issue 42).
 */
const WithLogout = ({ children }: { children: ReactNode }) => {
  const phone = usePhone();
  return (
    <>
      <Group
        justify="flex-end"
        p="xs"
        pb={phone ? 0 : undefined}
        pos={phone ? 'static' : 'absolute'}
        top={0}
        right={0}
        style={{ zIndex: 10 }}
        data-testid="gate-logout-row"
      >
        <LogoutButton />
      </Group>
      {children}
    </>
  );
};

const Spinner = () => (
  <Center mih="100vh" data-testid="app-loading">
    <Loader size="lg" />
  </Center>
);

/**
 * Runs the start sequence, shows a spinner while the form state, notifications and settings
 * load, and puts the onboarding wizard in place of the shell for a player who has not filled it.
 */
export function StartGate({ children }: { children: ReactNode }) {
  const start = useStartSequence();
  const permissions = start.data?.permissions ?? [];
  const ready = start.isSuccess;
  // The onboarding form is a player's (spec 01 §4); staff without the dashboard (the back office's
  // manager) have no accounts and no form, so the gate does not ask for one.
  const needsForm = hasPermission(permissions, 'dashboard');
  const form = useQuery({ ...shellQueries.form(), enabled: ready && needsForm });
  const curator = useQuery({
    ...shellQueries.notifications('curator'),
    enabled: ready && hasPermission(permissions, 'students'),
  });
  const player = useQuery({
    ...shellQueries.notifications('player'),
    enabled: ready && hasPermission(permissions, 'player'),
  });

  if (start.isError || form.isError)
    return (
      <WithLogout>
        <Center mih="100vh">
          <Stack align="center">
            <Text>{t.startFailed}</Text>
            <Button onClick={() => (start.isError ? start.refetch() : form.refetch())}>{t.retry}</Button>
          </Stack>
        </Center>
      </WithLogout>
    );
  if (!ready || (needsForm && form.isPending) || curator.isLoading || player.isLoading) return <Spinner />;

  if (form.data && !form.data.form_completed) {
    if (form.data.accounts.length === 0)
      return (
        <WithLogout>
          <Center mih="100vh">
            <Text size="lg">{t.noAccounts}</Text>
          </Center>
        </WithLogout>
      );
    return (
      <WithLogout>
        <RemotePage id="player/OnboardingWizard" />
      </WithLogout>
    );
  }
  return children;
}
