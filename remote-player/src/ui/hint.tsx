import { FirstUse } from '@fund/shared/ui';
import { ActionIcon, type TooltipProps } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, useEffect, useRef, useState } from 'react';

type Props = Omit<TooltipProps, 'children'> & { children: ReactElement<{ onMouseEnter?: () => void }> };

/**
 * Mantine's Tooltip, loaded when the pointer first comes over its target (floating-ui stays out of the
 * dashboard's first view: shared/src/ui/first-use.tsx); until then the target is drawn alone.
 * A hint that cannot load leaves the target as it is, without a message.
 */
export function Hint({ children, ...props }: Props) {
  return (
    <FirstUse
      quiet
      load={() => import('./late-controls').then((m) => m.Tooltip)}
      stub={({ ask }) =>
        cloneElement(children, {
          onMouseEnter: () => ask({ kind: 'pointer', over: true }),
          onMouseLeave: () => ask({ kind: 'pointer', over: false }),
        } as Partial<typeof children.props>)
      }
    >
      {(Tooltip, first) => (
        <Tooltip {...props} defaultOpened={first.kind === 'pointer' && first.over}>
          {children}
        </Tooltip>
      )}
    </FirstUse>
  );
}

/**
 * A «?» beside a title whose hint opens with the mouse over it or the focus on it, and on a phone
 * with a tap: a tap opens it, the next tap on it, a tap elsewhere or Escape closes it (issue 42; a
 * tap focuses nothing on some phones, so the focus alone did not do). It opens below the «?» and
 * never flips above, where the page's controls are. A card wrapped whole in a hint opened on a
 * phone's tap and stayed over the next card (issue 35). Open and closed are this component's
 * state, so the light «?» and the real one (after the Tooltip's code has loaded) behave alike.
 */
export function InfoHint({ label, name }: { label: string; name: string }) {
  const [open, setOpen] = useState(false);
  const refocus = useRef(false);
  const anchor = useRef<HTMLElement | null>(null);
  // The pointer that went down on the «?» is a finger or a pen, and whether the hint was open then.
  const tap = useRef<{ open: boolean } | null>(null);
  const mouse = (event: PointerEvent<HTMLElement>) => event.pointerType === 'mouse';
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);
  const icon = (ask: (() => void) | null, ref?: (el: HTMLElement | null) => void) => (
    <ActionIcon
      ref={(el: HTMLElement | null) => {
        anchor.current = el;
        ref?.(el);
      }}
      variant="subtle"
      color="gray"
      size="sm"
      radius="xl"
      aria-label={name}
      onPointerEnter={(event) => {
        if (!mouse(event)) return;
        setOpen(true);
        ask?.();
      }}
      onPointerLeave={(event) => mouse(event) && setOpen(false)}
      onPointerDown={(event) => {
        tap.current = mouse(event) ? null : { open };
      }}
      onPointerCancel={() => {
        tap.current = null;
      }}
      onClick={() => {
        if (!tap.current) return;
        setOpen(!tap.current.open);
        tap.current = null;
        ask?.();
      }}
      onFocus={() => {
        // A tap's focus: the tap itself opens or closes the hint.
        if (tap.current) return;
        setOpen(true);
        if (ask) refocus.current = true;
        ask?.();
      }}
      onBlur={(event) => {
        setOpen(false);
        // The focus moved on before the real «?» came: it stays where the user put it.
        if (event.relatedTarget) refocus.current = false;
      }}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      ?
    </ActionIcon>
  );
  return (
    <FirstUse
      quiet
      load={() => import('./late-controls').then((m) => m.Tooltip)}
      stub={({ ask }) => icon(() => ask({ kind: 'pointer', over: true }))}
    >
      {(Tooltip) => (
        <Tooltip
          label={label}
          opened={open}
          multiline
          w={260}
          withArrow
          position="bottom-start"
          middlewares={{ flip: false, shift: true }}
        >
          {icon(null, (el) => {
            // The first use was the focus: it goes to the real «?», which replaced the light one.
            if (!el || !refocus.current) return;
            refocus.current = false;
            queueMicrotask(() => el.focus());
          })}
        </Tooltip>
      )}
    </FirstUse>
  );
}
