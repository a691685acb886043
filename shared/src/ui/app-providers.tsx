import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';
import { queryClient } from '../query';
import { useKeepFocusWhileBusy } from './keep-focus';
import { cssVariablesResolver, theme } from './theme';

/**
 * The provider stack of the page: the host renders it once; a remote renders it only in its
 * standalone dev bootstrap, never inside the host.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useKeepFocusWhileBusy();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
        <Notifications position="bottom-right" limit={6} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
