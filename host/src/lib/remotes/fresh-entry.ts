import { getInstance } from '@module-federation/enhanced/runtime';

/** Entry URLs whose load was dropped while pending, with how many times. */
const dropped = new Map<string, number>();

/**
 * A runtime plugin: the script of an entry dropped while pending is a new element whose URL has
 * `?retry=<n>` (the same immutable file; the servers ignore the query), a request of its own.
 */
const freshEntryPlugin = {
  name: 'fund-fresh-entry',
  createScript({ url, attrs }: { url: string; attrs?: Record<string, string> }) {
    const n = dropped.get(new URL(url, document.baseURI).href);
    if (!n) return undefined;
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
    script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${n}`;
    return script;
  },
};

/**
 * An entry whose load is still pending (its server took the connection and never answered): the
 * runtime's next load of the same URL would reuse the script element it finds in the page, and the
 * browser would join the same pending request, so a retry would hang with it. The element goes,
 * and the next load asks for the entry under its own URL (`freshEntryPlugin`, registered here:
 * the runtime keeps one plugin of a name).
 */
export function dropPendingEntry(url: string) {
  const href = new URL(url, document.baseURI).href;
  for (const script of document.querySelectorAll('script[src]')) {
    if ((script as HTMLScriptElement).src === href) script.remove();
  }
  dropped.set(href, (dropped.get(href) ?? 0) + 1);
  getInstance()?.registerPlugins([freshEntryPlugin as never]);
}
