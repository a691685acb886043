import { notifications } from '@mantine/notifications';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { ru } from '../i18n/ru';

/** The light control's first use, which the real one gets again once it is there. */
export type FirstEvent =
  | { kind: 'click' }
  | { kind: 'key'; key: string; code: string }
  /** The pointer came over a hint (`over`), or left it before its code was there. */
  | { kind: 'pointer'; over: boolean };

/** What the light control calls from its handlers. */
interface FirstUseHandles {
  /** The control is used: load the real one and show it in its place. */
  ask: (first: FirstEvent) => void;
  /** Start the download early (the pointer over the control, the focus on it). */
  preload: () => void;
}

interface Props<T> {
  /** The real control's code: a dynamic `import()` (a chunk of its own, with its library). */
  load: () => Promise<T>;
  /** The same control drawn from light parts, until first used and while its code loads. */
  stub: (handles: FirstUseHandles) => ReactNode;
  /** The real control, once asked and loaded; it replays `first` (`useReplay`). */
  children: (loaded: T, first: FirstEvent) => ReactNode;
  /** A hint that cannot load stays as it is: no message for a pointer passing over it. */
  quiet?: boolean;
  /** Called when the code could not load (the stub is back). */
  onFailed?: () => void;
}

/**
 * A control whose library loads on first use (issue 10, docs/performance.md "Bundles"): a menu, a
 * popover, a select or a hint brings floating-ui (about 40 KB gz with Mantine's Popover and
 * Combobox), which the dashboard's first view draws but nobody has opened yet. Until then `stub`
 * draws the same control from light parts and calls `ask` from its first click, key or hover; the
 * real control then replaces it and gets that event again (`useReplay`), so it opens as it would
 * have, with the focus where it would have been (a menu gives it back to its button on closing).
 * Code that cannot load (the network, a redeploy under an open page) leaves the stub, with a
 * message unless `quiet`, and the next use tries again (webpack loads a failed chunk anew).
 */
function LightFirst<T>({ load, stub, children, quiet = false, onFailed }: Props<T>) {
  const [first, setFirst] = useState<FirstEvent | null>(null);
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  // One download at a time, shared by the preload and the first use; forgotten when it fails.
  const pending = useRef<Promise<T> | null>(null);
  const download = () => {
    pending.current ??= load().catch((error: unknown) => {
      pending.current = null;
      throw error;
    });
    return pending.current;
  };
  const handles: FirstUseHandles = {
    ask: (next) => {
      setFirst(next);
      if (loaded) return;
      download().then(
        (value) => {
          if (alive.current) setLoaded((prev) => prev ?? { value });
        },
        (error: unknown) => {
          if (!alive.current) return;
          console.error('[shared] a control could not load:', error);
          setFirst(null);
          onFailed?.();
          if (!quiet)
            notifications.show({ color: 'red', message: ru.common.controlUnavailable, autoClose: 8000 });
        },
      );
    },
    preload: () => {
      if (!loaded) download().catch(() => undefined);
    },
  };
  if (!first || !loaded) return stub(handles);
  return children(loaded.value, first);
}

/**
 * The real control at once, its stub only while its code loads: what a build with
 * `LIGHT_CONTROLS=0` uses everywhere, to measure what the light stand-ins buy (issue 45 item 6,
 * docs/performance.md). The product is built without it (the constant folds it away).
 */
function RealAtOnce<T>({ load, stub, children }: Props<T>) {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    void load().then((value) => setLoaded({ value }));
  }, [load]);
  if (!loaded) return stub({ ask: () => undefined, preload: () => undefined });
  return children(loaded.value, { kind: 'pointer', over: false });
}

export const FirstUse = process.env.LIGHT_CONTROLS === '0' ? RealAtOnce : LightFirst;

/**
 * For the real control's target (its button or input): once mounted, it takes the focus and gets the
 * light control's first click or key, through its own handlers (a menu then remembers the button to
 * give the focus back to, a select opens with its current option marked).
 */
export function useReplay<E extends HTMLElement>(first: FirstEvent): RefObject<E | null> {
  const ref = useRef<E>(null);
  // Once (StrictMode's second run of the effect included): later clicks and keys reach the real
  // control itself.
  const replayed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first event only, on mount
  useEffect(() => {
    const el = ref.current;
    if (!el || first.kind === 'pointer' || replayed.current) return;
    replayed.current = true;
    el.focus();
    if (first.kind === 'click') el.click();
    else el.dispatchEvent(new KeyboardEvent('keydown', { key: first.key, code: first.code, bubbles: true }));
  }, []);
  return ref;
}
