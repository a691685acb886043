import { useEffect, useState } from 'react';

/**
 * For a dialog that is mounted only while open (so Mantine's `returnFocus` never runs): remembers
 * the element focused when the dialog first rendered — its opener — and focuses it again when the
 * dialog unmounts, so keyboard users are not dropped to `<body>`.
 */
export function useReturnFocus(): void {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  useEffect(
    () => () => {
      if (opener?.isConnected && opener !== document.body) opener.focus();
    },
    [opener],
  );
}
