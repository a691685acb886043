import { useEffect } from 'react';

/**
 * A Mantine `Button` with `loading` is disabled while busy, and a disabled element loses the focus
 * (Chromium moves it to `<body>`): a keyboard user who pressed «Отправить» and got an error, or
 * toggled «Отметить просмотренным», would start again from the top of the page. This puts the
 * focus back on such an element when it is enabled again, unless the user focused another
 * element meanwhile. Mounted once, in `AppProviders`.
 */
export function useKeepFocusWhileBusy(): void {
  useEffect(() => {
    let last: EventTarget | null = null;
    let lost: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target;
      lost = null;
    };
    const observer = new MutationObserver((records) => {
      for (const { target } of records) {
        const el = target as HTMLElement;
        if (el.hasAttribute('disabled')) {
          if (el === last) lost = el;
        } else if (el === lost) {
          lost = null;
          const active = document.activeElement;
          if (el.isConnected && (!active || active === document.body)) el.focus();
        }
      }
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
