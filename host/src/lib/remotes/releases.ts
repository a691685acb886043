// Canary and preview (issue 44 item 6, docs/deploy.md "Canary and preview"): which manifest URL
// each remote of /remotes.json loads from on this page. Loaded by remote-registry.ts only when the
// list has a canary or preview origins (without them `?preview=` is not even read): a plain list
// costs the first view nothing.
import { useAuthStore } from '@fund/shared/auth';
import type { RemoteEntry, RemotesConfig } from '@fund/shared/contracts';
import { hasPermission } from '@fund/shared/permissions';
import { queryClient, shellKeys } from '@fund/shared/query';
import { previewOn, previewRefused } from './texts';

/** This tab's preview, `<remote>@<manifest URL>` (sessionStorage: the tab only, gone with it). */
const PREVIEW_KEY = 'fund-preview';
/** Before sign-in: a random id of this browser, so its canary share is sticky too. */
const VISITOR_KEY = 'fund-visitor';

/** The user's bucket 0..99 for one remote: FNV-1a (32 bit) of `<remote>:<user>`, mod 100. */
export function bucket(remote: string, user: string): number {
  let h = 0x811c9dc5;
  for (const c of `${remote}:${user}`) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 0x01000193);
  return (h >>> 0) % 100;
}

/** The manifest URL `user` loads remote `name` from: the canary's for `percent` of the users. */
export function chooseUrl(name: string, entry: RemoteEntry, user: string): string {
  if (typeof entry === 'string') return entry;
  const { canary } = entry;
  return canary && bucket(name, user) < canary.percent ? canary.url : entry.url;
}

/**
 * A preview request `<remote>@<manifest URL>` checked against the list: the remote's name and the
 * URL when the remote is in the list and the URL is http(s) on one of `previewOrigins`; else null.
 */
export function parsePreview(value: string, config: RemotesConfig): { name: string; url: string } | null {
  const at = value.indexOf('@');
  const name = value.slice(0, at);
  const url = value.slice(at + 1);
  if (at < 1 || !Object.hasOwn(config, name) || name === 'previewOrigins') return null;
  try {
    const { origin, protocol } = new URL(url);
    const allowed = (config.previewOrigins ?? []).map((o) => new URL(o).origin);
    return /^https?:$/.test(protocol) && allowed.includes(origin) ? { name, url } : null;
  } catch {
    return null;
  }
}

/** A line at the foot of the page (role status), closed by a click. */
function notice(text: string) {
  const el = document.createElement('div');
  el.setAttribute('role', 'status');
  el.dataset.testid = 'preview-notice';
  el.textContent = text;
  el.style.cssText =
    'position:fixed;left:8px;bottom:8px;z-index:2000;padding:8px 12px;background:#333;color:#fff;font:14px sans-serif;cursor:pointer';
  el.onclick = () => el.remove();
  document.body.append(el);
}

/** Who the canary share is counted for: the signed-in user, else this browser's random id. */
function userKey(): string {
  const name = useAuthStore.getState().profile?.username;
  if (name) return `u:${name}`;
  let id = localStorage.getItem(VISITOR_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(VISITOR_KEY, id);
  }
  return `v:${id}`;
}

/**
 * The preview of this tab: `?preview=<remote>@<URL>` is kept in sessionStorage and leaves the
 * address (`?preview=off` ends it). Only a staff member (the back office's permission) gets one,
 * only from an origin of `previewOrigins`; any other is dropped with a notice.
 */
function preview(config: RemotesConfig): { name: string; url: string } | null {
  const params = new URLSearchParams(location.search);
  const asked = params.get('preview');
  if (asked !== null) {
    params.delete('preview');
    const rest = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
    if (asked === 'off') sessionStorage.removeItem(PREVIEW_KEY);
    else sessionStorage.setItem(PREVIEW_KEY, asked);
  }
  const stored = sessionStorage.getItem(PREVIEW_KEY);
  if (!stored) return null;
  const held =
    queryClient.getQueryData<string[]>(shellKeys.permissions()) ?? useAuthStore.getState().permissions;
  const chosen = hasPermission(held, 'backoffice') ? parsePreview(stored, config) : null;
  if (!chosen) sessionStorage.removeItem(PREVIEW_KEY);
  notice(chosen ? previewOn(chosen.name, chosen.url) : previewRefused);
  return chosen;
}

/** Each remote of the list → the manifest URL this page loads it from. */
export function resolveReleases(config: RemotesConfig): Record<string, string> {
  const { previewOrigins: _, ...list } = config;
  const user = userKey();
  const urls = Object.fromEntries(
    Object.entries(list).map(([name, entry]) => [name, chooseUrl(name, entry as RemoteEntry, user)]),
  );
  const chosen = preview(config);
  if (chosen) urls[chosen.name] = chosen.url;
  return urls;
}
