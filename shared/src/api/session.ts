import { FetchError, ofetch } from 'ofetch';
import { AUTH_STORAGE_KEY, useAuthStore } from '../auth';
import { queryClient } from '../query';
import { apiBase } from './base';

export const REFRESH_PATH = '/api/token/refresh/';
/** The Web Lock every tab of the origin takes around a refresh (one refresh in flight per browser). */
const REFRESH_LOCK = 'fund-auth-refresh';

/**
 * Runs `fn` holding the browser-wide refresh lock. Where the Web Locks API is missing (an insecure
 * origin other than localhost, jsdom) it runs alone: the re-read in {@link rotate} still applies.
 */
function underRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, fn) : fn();
}

/** The tabs' record of rotations (IndexedDB), loaded with the first refresh, not the first view. */
const handoff = () => import('./rotations');

/** Forgets this browser's rotations (a sign-out); never fails. */
export function forgetRotations(): Promise<void> {
  return handoff()
    .then((h) => h.forgetRotations())
    .catch(() => undefined);
}

/** The refresh was refused: the session is over for every query of the page. */
function endSession(): void {
  void queryClient.cancelQueries();
  queryClient.clear();
  useAuthStore.getState().signOut();
  void forgetRotations();
}

/**
 * Under the lock: reads the tokens the tabs share (local storage) first. When they no longer hold
 * the access token that was refused, another tab (or an earlier refresh of this one) has rotated
 * the pair already, so its result is used. Local storage may still show this tab the pair another
 * tab has just rotated, so the record of rotations (rotations.ts) is asked next. Sending a rotated
 * refresh token again would be a reuse, which the API takes for theft and answers by revoking the
 * whole family: every tab signed out (issue 35).
 */
async function rotate(refused: string | null): Promise<string | null> {
  await useAuthStore.persist.rehydrate();
  const { access, refresh, setTokens } = useAuthStore.getState();
  if (access && access !== refused) return access;
  if (!refresh) return null;
  const rotations = await handoff().catch(() => undefined);
  const rotated = await rotations?.rotatedFrom(refresh).catch(() => undefined);
  if (rotated) {
    setTokens(rotated);
    return rotated.access;
  }
  try {
    const tokens = await ofetch<{ access: string; refresh?: string }>(REFRESH_PATH, {
      baseURL: apiBase(),
      method: 'POST',
      body: { refresh },
    });
    // Recorded and persisted before the lock is released.
    await rotations
      ?.recordRotation(refresh, { access: tokens.access, refresh: tokens.refresh ?? refresh })
      .catch(() => undefined);
    setTokens(tokens);
    return tokens.access;
  } catch (e) {
    if (e instanceof FetchError && e.status === 401) endSession();
    return null;
  }
}

let refreshing: Promise<string | null> | null = null;

/**
 * A request sent with the access token `refused` got a 401: the access token to retry it with, or
 * null. The requests of this tab that fail together share one call, and the tabs of the browser
 * take turns under one lock, so one refresh token is sent once.
 */
export function refreshAccess(refused: string | null): Promise<string | null> {
  refreshing ??= underRefreshLock(() => rotate(refused)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Another tab changed the stored tokens (a refresh, a sign-in, a sign-out): this tab takes them
 * too, so it never sends a refresh token that was rotated elsewhere. A sign-out ends this tab's
 * session as well; another user signed in meanwhile reloads the page, so nothing of the first
 * user's stays on screen or in the cache.
 */
async function followOtherTabs(e: StorageEvent): Promise<void> {
  if (e.key !== AUTH_STORAGE_KEY) return;
  const before = useAuthStore.getState().profile?.username;
  await useAuthStore.persist.rehydrate();
  const { access, profile } = useAuthStore.getState();
  if (!access) endSession();
  else if (before && profile && profile.username !== before) window.location.reload();
}

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (e) => void followOtherTabs(e));
}
