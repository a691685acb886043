import { useSyncExternalStore } from 'react';

/** At most 576 px wide (Mantine's `xs`): a phone (issue 42), where tables become cards and dialogs fill the screen. */
const PHONE_QUERY = '(max-width: 36em)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * Whether the screen is a phone's, following rotation and resizing. Not @mantine/hooks'
 * useMediaQuery: a remote's first view that consumes the shared hooks module loads all of it
 * (6 KB gz, measured by e2e/tests/bundle-budget.spec.ts), for one media query.
 */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
