import { useAuthStore } from '@fund/shared/auth';
import { shellQueries } from '@fund/shared/query/shell';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { unseenBy } from '../../lib/alerts';
import { useSystemMessagesStore } from '../../lib/system-messages';

/**
 * A system message published while the page is open (issue 39): the live stream invalidates the
 * messages, this observer refetches them, and the unseen ones join the sticky toasts. The list the
 * start sequence read is left to it (only later answers are looked at).
 */
export function useLiveSystemMessages(): void {
  // Fresh for good: only the stream's invalidation refetches it, never a mount.
  const { data, dataUpdatedAt } = useQuery({
    ...shellQueries.messages(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const first = useRef(dataUpdatedAt);
  useEffect(() => {
    if (!data || dataUpdatedAt === first.current) return;
    const user = useAuthStore.getState().profile?.username ?? '';
    const { open, show } = useSystemMessagesStore.getState();
    const shown = new Set(open.map((m) => m.id));
    const fresh = unseenBy(user, data, localStorage).filter((m) => !shown.has(m.id));
    // Shown now: the seen list becomes the current ids (markSeen replaces it), as at the start.
    if (fresh.length > 0) show([...open, ...fresh], { user, ids: data.map((m) => m.id) });
  }, [data, dataUpdatedAt]);
}
