import { isLoggedIn } from '../../api/token';
import { settings } from '../../state/settings';
import { fetchServerMenuConfig, prefetchServerMenuConfig, serverMenu } from '../../state/server-menu';
import { activeRole, loadInfo, logout, session } from '../../state/session';
import type { GuardDeps } from './navigation-guard';

/** The guard wired to the real stores. */
export const guardDeps: GuardDeps = {
  hasToken: isLoggedIn,
  role: activeRole,
  loadInfo,
  logout,
  menuFromServer: () => settings.menuFromServer,
  serverMenu: () => serverMenu.menus,
  fetchServerMenu: fetchServerMenuConfig,
  prefetchServerMenu: prefetchServerMenuConfig,
  // Both gates lead to user settings, where the password form and the second factor are.
  mustChangePassword: () => !!(session.info?.mustChangePassword || session.info?.mfaEnrollmentRequired),
};
