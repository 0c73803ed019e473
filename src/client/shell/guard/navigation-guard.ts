import type { Role } from '#contract/roles';
import { menuRouteNames, type MenuNode } from '../../state/server-menu';
import { DEFAULT_ROUTE_PATH, LOGIN, LOGIN_ROUTE, WHITE_LIST, routeByName, type ClientRoute } from '../../routes';
import { TransportError } from '../../api/api-error';
import { accessRouter, findFirstPermissionRoute } from './permission';

/** Where an admin who must change the password is sent (beyond the seed spec). */
const PASSWORD_ROUTE_NAME = 'UserSetting';

/** Where a navigation is going: the path, its query and the route it matched (null: none). */
export interface NavigationTarget {
  path: string;
  search: string;
  route: ClientRoute | null;
}

export type GuardOutcome =
  | { kind: 'render'; route: ClientRoute }
  | { kind: 'notFound' }
  /** A known route the role may not open: the 403 page, at its address. */
  | { kind: 'forbidden' }
  | { kind: 'redirect'; to: string };

/** What the guard reads and does; the app passes the real stores, tests pass fakes. */
export interface GuardDeps {
  hasToken(): boolean;
  role(): Role | null;
  loadInfo(): Promise<void>;
  logout(): Promise<void>;
  menuFromServer(): boolean;
  serverMenu(): readonly MenuNode[];
  fetchServerMenu(): Promise<void>;
  /** The menu asked for beside the info, silently; never rejects (the guard asks again if it failed). */
  prefetchServerMenu(): Promise<void>;
  /** The server refuses everything but a password change until one is made. */
  mustChangePassword(): boolean;
}

/** `/login?redirect=<name>&<the rest of the query>`, so login can send the user back. */
export function loginRedirect(target: NavigationTarget): string {
  const query = new URLSearchParams(target.search);
  query.delete('redirect');
  const params = new URLSearchParams({ redirect: target.route?.name ?? '' });
  for (const [k, v] of query) params.append(k, v);
  return `${LOGIN_ROUTE.path}?${params.toString()}`;
}

/** Where login sends the user: the `redirect` route (default the workplace) with the other query. */
export function afterLoginPath(search: string): string {
  const query = new URLSearchParams(search);
  const name = query.get('redirect');
  query.delete('redirect');
  const route = name ? routeByName(name) : null;
  const path = route && route.name !== LOGIN && route.path ? route.path : DEFAULT_ROUTE_PATH;
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * The navigation rules of the seed spec, in order: `/` goes to login; without a token a
 * protected route goes to login with the target as `redirect`; a token without a role loads
 * the admin first (failure: log out, go to login); then the menu decides — from the server
 * (fetched when empty, unless the page is whitelisted) or from the role alone.
 */
export async function guardNavigation(to: NavigationTarget, deps: GuardDeps): Promise<GuardOutcome> {
  if (to.path === '/') return { kind: 'redirect', to: LOGIN_ROUTE.path };
  const route = to.route;

  if (!deps.hasToken()) {
    if (route && route.requiresAuth) return { kind: 'redirect', to: loginRedirect(to) };
    return route ? { kind: 'render', route } : { kind: 'notFound' };
  }
  // Beyond the seed spec: a logged-in admin opening /login is sent on instead of logging in twice.
  if (route?.name === LOGIN) return { kind: 'redirect', to: afterLoginPath(to.search) };

  if (!deps.role()) {
    // The menu does not depend on the info: on a first page both are asked at once, a round trip sooner.
    const wantsMenu = deps.menuFromServer() && deps.serverMenu().length === 0 && route && !WHITE_LIST.has(route.name);
    const menu = wantsMenu ? deps.prefetchServerMenu() : null;
    try {
      await deps.loadInfo();
      await menu;
    } catch (err) {
      // Only the server's refusal ends the session. A request that never got an answer (the
      // network, or this page being left while it was in flight) says nothing about the session:
      // revoking it then logged out the page the user was going to.
      if (err instanceof TransportError) throw err;
      await deps.logout();
      return { kind: 'redirect', to: loginRedirect(to) };
    }
  }
  const role = deps.role();
  if (!route) return { kind: 'notFound' };
  if (deps.mustChangePassword() && route.name !== PASSWORD_ROUTE_NAME && !WHITE_LIST.has(route.name)) {
    const setting = routeByName(PASSWORD_ROUTE_NAME);
    if (setting) return { kind: 'redirect', to: setting.path };
  }

  if (deps.menuFromServer()) {
    if (deps.serverMenu().length === 0 && !WHITE_LIST.has(route.name)) await deps.fetchServerMenu();
    // Beyond the seed spec, which showed not-found for both: a route the role may not enter is
    // said to be forbidden, so a link shared by a wider role does not look mistyped. One the
    // role may enter but the server's menu lacks (or a menu that did not load) stays not found.
    if (!accessRouter(route, role)) return { kind: 'forbidden' };
    const exists = WHITE_LIST.has(route.name) || menuRouteNames(deps.serverMenu()).has(route.name);
    return exists ? { kind: 'render', route } : { kind: 'notFound' };
  }
  if (accessRouter(route, role)) return { kind: 'render', route };
  const first = findFirstPermissionRoute(role);
  return first ? { kind: 'redirect', to: first.path } : { kind: 'notFound' };
}
