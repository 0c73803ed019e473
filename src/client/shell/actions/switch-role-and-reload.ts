import type { Role } from '#contract/roles';
import { t } from '../../i18n/i18n';
import { reguard } from '../../state/navigation';
import { latestRoute } from '../../state/route-listener';
import { clearServerMenu, fetchServerMenuConfig } from '../../state/server-menu';
import { call } from '../../api/fetcher';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import { freshTabList, tabs } from '../../state/tabs';
import { showToast } from '../../state/toasts';
import { accessRouter } from '../guard/permission';
import { DEFAULT_ROUTE_PATH, routeByName } from '../../routes';
import { go } from './go';

/**
 * Switches the session's role server-side, reloads the menu, drops the tabs the new role may
 * not enter, and leaves the page if it is no longer allowed.
 */
export async function switchRoleAndReload(role: Role): Promise<void> {
  session.info = await call('/admins/role/switch', { role });
  clearServerMenu();
  if (settings.menuFromServer) await fetchServerMenuConfig();
  freshTabList(
    tabs.tagList.filter((tag) => {
      const route = routeByName(tag.name);
      return !route || accessRouter(route, role);
    }),
  );
  showToast('success', t('avatar.roleSwitched', { role: t(`role.${role}`) }));
  const current = latestRoute();
  if (current && current.route.requiresAuth && !accessRouter(current.route, role)) go(DEFAULT_ROUTE_PATH);
  else reguard();
}
