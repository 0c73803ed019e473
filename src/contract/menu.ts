import { AREA_ROLES, roleMayEnter } from './access';
import type { Role } from './roles';
import { SECTIONS } from './routes';

/** The shape `/admins/menus/get` replies with, one node per section or screen. */
export interface MenuNode {
  path: string;
  name: string;
  meta: { locale: string; icon?: string | undefined; roles: Role[]; order: number; hideInMenu: boolean };
  children: MenuNode[];
}

/** The menu tree a session acting as `role` may see: sections without a visible screen drop out. */
export function menuFor(role: Role): MenuNode[] {
  return SECTIONS.map((section): MenuNode | null => {
    const children = section.children
      .filter((r) => roleMayEnter(role, r.area))
      .sort((a, b) => a.order - b.order)
      .map(
        (r): MenuNode => ({
          path: r.path,
          name: r.name,
          meta: { locale: r.locale, roles: [...AREA_ROLES[r.area]], order: r.order, hideInMenu: r.hideInMenu ?? false },
          children: [],
        }),
      );
    if (children.length === 0) return null;
    const roles = [...new Set(children.flatMap((c) => c.meta.roles))];
    return {
      path: section.path,
      name: section.name,
      meta: {
        locale: section.locale,
        icon: section.icon,
        roles,
        order: section.order,
        hideInMenu: section.hideInMenu ?? false,
      },
      children,
    };
  })
    .filter((n): n is MenuNode => n !== null)
    .sort((a, b) => a.meta.order - b.meta.order);
}
