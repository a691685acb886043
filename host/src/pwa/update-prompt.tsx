import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { t } from './texts';

/** The part of workbox-window's Workbox the prompt uses. */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

/**
 * A new deploy's worker is installed and waiting: a notification that stays until the user acts.
 * «Обновить» lets the waiting worker take over and reloads the page once it controls it; closing
 * the notification keeps the current version until every tab of the cabinet is closed.
 */
export function promptOnUpdate(wb: UpdatableWorker, reload: () => void = () => window.location.reload()) {
  wb.addEventListener('waiting', () => {
    wb.addEventListener('controlling', reload);
    notifications.show({
      id: 'fund-update',
      autoClose: false,
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{t.update.available}</Text>
          <Button size="xs" onClick={() => wb.messageSkipWaiting()}>
            {t.update.apply}
          </Button>
        </Group>
      ),
    });
  });
}
