import { FirstUse } from '@fund/shared/ui';
import { Badge, Button } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState } from 'react';
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
  const button = (
    <Button
      variant="light"
      data-testid="notices-bell"
      aria-label={unread > 0 ? t.unread(unread) : t.notices}
      aria-haspopup="dialog"
      aria-expanded={opened}
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
  );
  const toggle = () => (opened ? setOpened(false) : open());
  // The list (Mantine's Popover, with floating-ui) loads on the first click (shared/src/ui/first-use.tsx).
  return (
    <FirstUse
      load={() => import('./notices-list').then((m) => m.NoticesList)}
      stub={({ ask, preload }) =>
        cloneElement(button, {
          onPointerEnter: preload,
          onFocus: preload,
          onClick: () => ask({ kind: 'click' }),
        })
      }
    >
      {(NoticesList, first) => (
        <NoticesList opened={opened} onChange={setOpened} items={items} first={first}>
          {cloneElement(button, { onClick: toggle })}
        </NoticesList>
      )}
    </FirstUse>
  );
}
