import { isLoggedIn } from '../../api/token';
import { settings } from '../../state/settings';
import { fetchServerMenuConfig, prefetchServerMenuConfig, serverMenu } from '../../state/server-menu';
import { activeRole, loadSessionInfo, logout, session } from '../../state/session';
import type { GuardDeps } from './navigation-guard';

/**
 * Right after login, before the landing screen's data: what the guard waits for (the info, and the
 * menu when it comes from the server), so that the server answers these first. The guard joins both.
 */
export function prefetchSession(): void {
  guardDeps.loadInfo().catch(() => {
    // The guard's ask, joined to this one, handles a refusal.
  });
  if (settings.menuFromServer && serverMenu.menus.length === 0) void prefetchServerMenuConfig();
}

/** The guard wired to the real stores. */
export const guardDeps: GuardDeps = {
  hasToken: isLoggedIn,
  role: activeRole,
  loadInfo: loadSessionInfo,
  logout,
  menuFromServer: () => settings.menuFromServer,
  serverMenu: () => serverMenu.menus,
  fetchServerMenu: fetchServerMenuConfig,
  prefetchServerMenu: prefetchServerMenuConfig,
  // Both gates lead to user settings, where the password form and the second factor are.
  mustChangePassword: () => !!(session.info?.mustChangePassword || session.info?.mfaEnrollmentRequired),
};
