import { cloneElement, type ReactElement } from 'react';
import { FirstUse } from './first-use';

/** One item of a menu. */
interface MenuAction {
  label: string;
  onClick: () => void;
  color?: string;
}

export interface LightMenuProps {
  /** The button that opens the menu, drawn the same before and after the menu's code loads. */
  target: ReactElement<{ ref?: unknown }>;
  items: MenuAction[];
}

/**
 * A button with a menu (Mantine's Menu) whose code, with floating-ui, loads on the first click
 * (./first-use.tsx): the user menu, a room's «Действия». Until then the button is drawn alone.
 */
export function LightMenu(props: LightMenuProps) {
  return (
    <FirstUse
      load={() => import('./light-menu-dropdown').then((m) => m.MenuWithItems)}
      stub={({ ask, preload }) =>
        cloneElement(props.target, {
          'aria-haspopup': 'menu',
          'aria-expanded': false,
          onPointerEnter: preload,
          onFocus: preload,
          onClick: () => ask({ kind: 'click' }),
        } as Record<string, unknown>)
      }
    >
      {(MenuWithItems, first) => <MenuWithItems {...props} first={first} />}
    </FirstUse>
  );
}
