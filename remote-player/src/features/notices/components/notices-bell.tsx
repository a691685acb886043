import { formatDateTime } from '@fund/shared/format';
import { Badge, Button, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useRefreshMoney } from '../../../lib/money-mutation';
import { useMarkNoticesRead, useNotices } from '../api/notices';
import { t } from '../texts';

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * «Уведомления» with the unread count: the answers of the back office to the player's requests.
 * Opening the list marks the unread ones read and refreshes the dashboard (their statuses changed).
 */
export function NoticesBell() {
  const [opened, setOpened] = useState(false);
  const refresh = useRefreshMoney();
  const data = useNotices();
  const items = data?.items ?? [];
  const unread = data?.unread_count ?? 0;
  // A new answer (seen on focus or on the next fetch) changed statuses and balances: refresh them.
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (data === undefined) return;
    if (seen.current !== null && data.unread_count > seen.current) void refresh();
    seen.current = data.unread_count;
  }, [data, refresh]);
  const markRead = useMarkNoticesRead();
  const open = () => {
    setOpened(true);
    const ids = items.filter((item) => !item.read).map((item) => item.id);
    if (ids.length > 0) {
      markRead.mutate(ids);
      void refresh();
    }
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="light"
          data-testid="notices-bell"
          aria-label={unread > 0 ? t.unread(unread) : t.notices}
          onClick={() => (opened ? setOpened(false) : open())}
          rightSection={
            unread > 0 ? (
              <Badge size="sm" color="red" circle={unread < 10} data-testid="notices-count">
                {badgeText(unread)}
              </Badge>
            ) : null
          }
        >
          {t.notices}
        </Button>
      </Popover.Target>
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
