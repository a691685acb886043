import { ru } from '@fund/shared/i18n';
import { Notification, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { alertColor, markSeen } from '../../lib/alerts';
import { useSystemMessagesStore } from '../../lib/system-messages';

/**
 * Sticky system messages as toasts of their type, placed in the page flow above the section
 * rather than floating over it, so they never cover its controls (pagination, buttons). The shell
 * renders this, so what it shows is marked seen here, for the user they were shown to.
 */
export function SystemMessages() {
  const open = useSystemMessagesStore((s) => s.open);
  const dismiss = useSystemMessagesStore((s) => s.dismiss);
  const toMark = useSystemMessagesStore((s) => s.toMark);
  const marked = useSystemMessagesStore((s) => s.marked);
  useEffect(() => {
    if (!toMark) return;
    markSeen(toMark.user, toMark.ids, localStorage);
    marked();
  }, [toMark, marked]);
  if (open.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="system-messages">
      {open.map((m) => (
        <Notification
          key={m.id}
          color={alertColor(m.type)}
          withBorder
          closeButtonProps={{ 'aria-label': ru.common.close }}
          onClose={() => dismiss(m.id)}
        >
          {m.text}
        </Notification>
      ))}
    </Stack>
  );
}
