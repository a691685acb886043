import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, apiBase } from '../api';
import { useAuthStore } from '../auth';
import { openLiveStream } from './stream';
import { isSecurityNotice, keysFor, type LiveChange } from './topics';

/** Down this long before the page says so: a stream ending with its token comes back at once. */
const NOTICE_AFTER_MS = 3000;
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
      const changes = batch;
      batch = [];
      void keysFor(changes).then((keys) => {
        for (const queryKey of keys) void client.invalidateQueries({ queryKey });
      });
    };
    const close = openLiveStream(`${apiBase()}/api/events/`, access, lastEventId, {
      change: (change) => {
        batch.push(change);
        if (batch.length === 1) queueMicrotask(flush);
        if (change.status) void import('./decisions').then((m) => m.showDecision(change));
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
