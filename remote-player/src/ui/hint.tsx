import { FirstUse } from '@fund/shared/ui';
import type { TooltipProps } from '@mantine/core';
import { cloneElement, type ReactElement } from 'react';

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
