import { useEffect, useState } from 'react';

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** How long after the dialog closes its opener is watched (it may be disabled or removed by a refetch). */
const WATCH_MS = 2000;

interface Opener {
  element: HTMLElement;
  /** The opener's ancestors, nearest first: where the focus goes when the opener is gone. */
  ancestors: HTMLElement[];
}

/** The element that opened the dialog: a menu item's menu button rather than the item, which unmounts. */
function findOpener(): Opener | null {
  let element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const menu = element.closest<HTMLElement>('[role="menu"]');
  const button = menu?.id ? document.querySelector<HTMLElement>(`[aria-controls="${menu.id}"]`) : null;
  if (button) element = button;
  const ancestors: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    ancestors.push(node);
  }
  return { element, ancestors };
}

const canFocus = (el: HTMLElement) => el.isConnected && !el.matches(':disabled') && !el.closest('[inert]');

/** Focuses `el` if it can take the focus (a hidden element cannot): whether it did. */
const tryFocus = (el: HTMLElement) => {
  if (!canFocus(el)) return false;
  el.focus();
  return document.activeElement === el;
};

/** The opener, or else the first tabbable element of its nearest ancestor still on the page. */
function focusOpener({ element, ancestors }: Opener): HTMLElement | null {
  if (tryFocus(element)) return element;
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected) continue;
    const next = [...ancestor.querySelectorAll<HTMLElement>(TABBABLE)].find(tryFocus);
    if (next) return next;
  }
  return null;
}

/**
 * For a dialog that is mounted only while open (so Mantine's `returnFocus` never runs): remembers
 * the element focused when the dialog first rendered — its opener (for a menu item, the menu's
 * button) — and focuses it again when the dialog unmounts, so keyboard users are not dropped to
 * `<body>`. When a submit disables or removes the opener (a refetch right after closing), the
 * focus moves to the nearest tabbable element where the opener was (the next button of its row,
 * the next row), and back to the opener if it can take the focus again within the watch.
 */
export function useReturnFocus(): void {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : findOpener()));
  useEffect(
    () => () => {
      if (!opener) return;
      let focused = focusOpener(opener);
      const until = Date.now() + WATCH_MS;
      const watch = () => {
        const active = document.activeElement;
        // The user moved on: leave the focus alone.
        if (active && active !== document.body && active !== focused) return;
        // The opener itself once it can take the focus again (a close transition or a refetch may
        // have made it inert or disabled for a moment), else the nearest control where it was.
        if (focused !== opener.element || !canFocus(focused) || active === document.body) {
          focused = focusOpener(opener);
        }
        if (Date.now() < until) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    },
    [opener],
  );
}
