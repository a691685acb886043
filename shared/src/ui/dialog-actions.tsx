import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhone } from './use-phone';

/**
 * A dialog form's buttons (Cancel, then the action), at its end. On a phone, where the dialog
 * takes the whole screen, they stay at its bottom edge while the fields scroll, so the action is
 * within reach with the keyboard open (issue 42); elsewhere a plain row, as before.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  const phone = usePhone();
  return (
    <Group
      justify="flex-end"
      data-testid="dialog-actions"
      {...(phone && {
        pos: 'sticky',
        bottom: 0,
        py: 'xs',
        bg: 'var(--mantine-color-body)',
        style: { zIndex: 1 },
      })}
    >
      {children}
    </Group>
  );
}
