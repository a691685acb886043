import { Menu } from '@mantine/core';
import { cloneElement, type KeyboardEvent, useState } from 'react';
import { type FirstEvent, useReplay } from './first-use';
import type { LightMenuProps } from './light-menu';

/** The real menu of a LightMenu: its button gets the first click again and the focus back on closing. */
export function MenuWithItems({ target, items, first }: LightMenuProps & { first: FirstEvent }) {
  const ref = useReplay<HTMLButtonElement>(first);
  const [opened, setOpened] = useState(false);
  // Escape closes the open menu from its button too: Mantine's focus trap moves the focus into the
  // menu a moment after it opens (a timer), and until then Escape reached the button alone (the menu
  // stayed). That timer still fires after such a close and puts the focus on the closing menu's first
  // item, lost when the menu goes: the button takes it back after it.
  const own = (target.props as { onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void }).onKeyDown;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    own?.(event);
    if (event.key === 'Escape' && opened) {
      event.preventDefault();
      setOpened(false);
      setTimeout(() => ref.current?.focus());
    }
  };
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref, onKeyDown } as Record<string, unknown>)}</Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.label} color={item.color} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
