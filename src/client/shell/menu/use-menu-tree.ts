import { useSnapshot } from 'valtio';
import { serverMenu, type MenuNode } from '../../state/server-menu';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import { currentMenu } from './route-visibility';

/** The visible menu: hidden entries dropped, sections and entries sorted by `meta.order`. */
export function useMenuTree(): MenuNode[] {
  const { menus } = useSnapshot(serverMenu);
  const { info } = useSnapshot(session);
  const { menuFromServer } = useSnapshot(settings);
  return visibleTree(currentMenu(info?.role ?? null, menuFromServer, menus as readonly MenuNode[]));
}

/** Sections with their visible entries; a section left with none drops out. */
export function visibleTree(sections: readonly MenuNode[]): MenuNode[] {
  const byOrder = (a: MenuNode, b: MenuNode) => a.meta.order - b.meta.order;
  return sections
    .filter((s) => !s.meta.hideInMenu)
    .map((s) => ({ ...s, children: s.children.filter((c) => !c.meta.hideInMenu).sort(byOrder) }))
    .filter((s) => s.children.length > 0)
    .sort(byOrder);
}
