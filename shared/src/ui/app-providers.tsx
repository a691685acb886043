import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../query';
import { useKeepFocusWhileBusy } from './keep-focus';
import { cssVariablesResolver, useScreenTheme } from './theme';

/**
 * The provider stack of the page: the host renders it once; a remote renders it only in its
 * standalone dev bootstrap, never inside the host. The dates settings are `RuDatesProvider`
 * (./dates-provider), mounted below it once signed in.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useKeepFocusWhileBusy();
  return (
    <MantineProvider
      theme={useScreenTheme()}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications position="bottom-right" limit={6} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
