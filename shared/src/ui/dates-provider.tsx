import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';

/**
 * Russian dates for the @mantine/dates pickers (locale, Monday first). Mounted by the host's
 * signed-in layout and the standalone bootstrap, not by `AppProviders`: /login renders no date,
 * so it does not load dayjs and its locale (docs/performance.md "Bundles").
 */
export function RuDatesProvider({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
