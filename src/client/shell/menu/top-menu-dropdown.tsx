import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { RefCallback } from 'react';
import { Link } from 'wouter';
import type { MenuNode } from '../../state/server-menu';
import { menuItemClass, menuPanelClass } from '../navbar/menu-styles';
import { TopMenuButton, useMenuLabel } from './top-menu-button';

/** A section of the top menu once the dropdowns' code has arrived (top-menu.tsx draws its button until then). */
export function TopMenuDropdown({ section, handoff }: { section: MenuNode; handoff: RefCallback<HTMLElement> }) {
  const label = useMenuLabel();
  return (
    <Menu>
      <MenuButton as={TopMenuButton} ref={handoff} section={section} />
      <MenuItems anchor="bottom start" className={menuPanelClass}>
        {section.children.map((item) => (
          <MenuItem key={item.name}>
            <Link href={item.path} className={menuItemClass}>
              {label(item)}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
