import type { Role } from '#contract/roles';
import { menuFor } from '#contract/menu';
import { menuRouteNames, serverMenu, type MenuNode } from '../../state/server-menu';
import { settings } from '../../state/settings';
import { accessRouter } from '../guard/permission';
import type { ClientRoute } from '../../routes';

/** The menu tree on display: the server's, or (menu-from-server off) the contract's for the role. */
export function currentMenu(
  role: Role | null,
  menuFromServer: boolean,
  server: readonly MenuNode[],
): readonly MenuNode[] {
  if (menuFromServer) return server;
  return role ? menuFor(role) : [];
}

/** Whether the palette and the `g` keys may offer a route: the same rule as the guard's. */
export function routeVisible(route: ClientRoute, role: Role | null): boolean {
  if (!accessRouter(route, role)) return false;
  if (!settings.menuFromServer) return true;
  return menuRouteNames(serverMenu.menus).has(route.name);
}
