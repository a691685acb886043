import { Menu } from '@mantine/core';
import { cloneElement } from 'react';
import { type FirstEvent, useReplay } from './first-use';
import type { LightMenuProps } from './light-menu';

/** The real menu of a LightMenu: its button gets the first click again and the focus back on closing. */
export function MenuWithItems({ target, items, first }: LightMenuProps & { first: FirstEvent }) {
  const ref = useReplay<HTMLButtonElement>(first);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{cloneElement(target, { ref })}</Menu.Target>
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
