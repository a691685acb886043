import { formatDateTime } from '@fund/shared/format';
import type { PlayerNotices } from '@fund/shared/schemas/backoffice';
import { type FirstEvent, useReplay } from '@fund/shared/ui';
import { Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { cloneElement, type ReactElement } from 'react';
import { t } from '../texts';

/** The notices under the bell (`children`, the bell's button): newest first, the unread in bold. */
export function NoticesList({
  opened,
  onChange,
  items,
  first,
  children,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
  items: PlayerNotices['items'];
  first: FirstEvent;
  children: ReactElement<{ ref?: unknown }>;
}) {
  const target = useReplay<HTMLButtonElement>(first);
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" width={360} withArrow shadow="md">
      <Popover.Target>{cloneElement(children, { ref: target })}</Popover.Target>
      <Popover.Dropdown>
        <ScrollArea.Autosize mah={360}>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.noNotices}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" role="list" aria-label={t.notices} m={0} p={0}>
              {items.map((item) => (
                <li key={item.id} style={{ listStyle: 'none' }} data-testid={`notice-${item.id}`}>
                  <Text size="sm" fw={item.read ? 400 : 600}>
                    {item.text}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(item.created_at)}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
