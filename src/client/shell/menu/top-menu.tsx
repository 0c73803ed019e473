import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'wouter';
import { isMessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { Icon, isIconName } from '../../ui/icons';
import { menuItemClass, menuPanelClass } from '../navbar/menu-styles';
import { useMenuTree } from './use-menu-tree';

/** The "top menu" setting: the same tree as dropdowns in the navbar. */
export function TopMenu() {
  const { t } = useT();
  const tree = useMenuTree();
  const label = (locale: string, name: string) => (isMessageKey(locale) ? t(locale) : name);
  return (
    <nav aria-label={t('menu.label')} className="flex flex-1 items-center gap-1 overflow-x-auto">
      {tree.map((section) => (
        <Menu key={section.name}>
          <MenuButton className="flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 text-[13px] text-fg-2 hover:bg-fill hover:text-fg data-[open]:text-primary">
            {isIconName(section.meta.icon) && <Icon name={section.meta.icon} size={15} />}
            {label(section.meta.locale, section.name)}
            <Icon name="chevron-down" size={13} />
          </MenuButton>
          <MenuItems anchor="bottom start" className={menuPanelClass}>
            {section.children.map((item) => (
              <MenuItem key={item.name}>
                <Link href={item.path} className={menuItemClass}>
                  {label(item.meta.locale, item.name)}
                </Link>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
      ))}
    </nav>
  );
}
