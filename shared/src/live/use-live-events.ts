import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, apiBase, unwrap } from '../api';
import { useAuthStore } from '../auth';
import { openLiveStream } from './stream';
import {
  decisionText,
  isSecurityNotice,
  keysFor,
  type LiveChange,
  reasonIn,
  reasonList,
  withReason,
} from './topics';

/** Down this long before the page says so: a stream ending with its token comes back at once. */
const NOTICE_AFTER_MS = 3000;
/** A decision's toast stays as long as an error's (the spec's 8 s). */
const TOAST_MS = 8000;

/**
 * A staff decision on the user's own request as a toast; a rejection with its reason, read from the
 * owner's own list through the normal API (the event names the row, never its data). A list that
 * cannot be read, or no longer holds the row, leaves the decision alone.
 */
async function decisionToast(change: LiveChange, text: string): Promise<void> {
  const list = reasonList(change);
  const reason =
    list && change.id !== null
      ? await api.get<unknown>(list, { silent: true }).then(
          (body) => reasonIn(unwrap(body), change.id as number),
          () => undefined,
        )
      : undefined;
  notifications.show({
    color: change.status === 'rejected' ? 'red' : 'green',
    message: withReason(text, reason),
    autoClose: TOAST_MS,
  });
}

/**
 * The tab's one live stream (issue 39), for the host's signed-in shell: opened with the session's
 * access token, restarted with the new one after a refresh, closed on sign-out. Each change
 * invalidates its query keys (changes arriving together, once); a staff decision on the user's
 * own request is toasted, a sign-in from a new device stays as a notice until closed. Returns whether the page has been without the stream for a while.
 */
export function useLiveEvents(): { offline: boolean } {
  const client = useQueryClient();
  const access = useAuthStore((s) => s.access);
  const lastEventId = useRef<string | undefined>(undefined);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    if (!access) return;
    let batch: LiveChange[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const keys = keysFor(batch);
      batch = [];
      for (const queryKey of keys) void client.invalidateQueries({ queryKey });
    };
    const close = openLiveStream(`${apiBase()}/api/events/`, access, lastEventId, {
      change: (change) => {
        batch.push(change);
        if (batch.length === 1) queueMicrotask(flush);
        const text = decisionText(change);
        if (text) void decisionToast(change, text);
        if (isSecurityNotice(change)) void import('./security-notice').then((m) => m.showNewDeviceNotice());
      },
      refresh: () => void client.invalidateQueries(),
      state: (up) => {
        clearTimeout(timer);
        if (up) setOffline(false);
        else timer = setTimeout(() => setOffline(true), NOTICE_AFTER_MS);
      },
      // Any call through the API client refreshes the token (or signs out); the new token restarts us.
      unauthorized: () => void api.get('/api/users/permissions/', { silent: true }).catch(() => undefined),
    });
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [access, client]);

  useEffect(() => {
    if (!access) {
      lastEventId.current = undefined;
      setOffline(false);
    }
  }, [access]);

  return { offline: Boolean(access) && offline };
}
