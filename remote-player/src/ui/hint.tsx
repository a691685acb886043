import { FirstUse } from '@fund/shared/ui';
import { ActionIcon, type TooltipProps } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, useRef, useState } from 'react';

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
 * A «?» beside a title whose hint opens only with the mouse over it or the focus on it (a tap focuses
 * it; a tap elsewhere blurs it and closes the hint), below it and never flipped above, where the
 * page's controls are. A card wrapped whole in a hint opened on a phone's tap and stayed over the
 * next card (issue 35). Open and closed are this component's state, so the light «?» and the real
 * one (after the Tooltip's code has loaded) behave alike.
 */
export function InfoHint({ label, name }: { label: string; name: string }) {
  const [open, setOpen] = useState(false);
  const refocus = useRef(false);
  const mouse = (event: PointerEvent<HTMLElement>) => event.pointerType === 'mouse';
  const icon = (ask: (() => void) | null, ref?: (el: HTMLElement | null) => void) => (
    <ActionIcon
      ref={ref}
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
      onFocus={() => {
        setOpen(true);
        if (ask) refocus.current = true;
        ask?.();
      }}
      onBlur={() => setOpen(false)}
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
