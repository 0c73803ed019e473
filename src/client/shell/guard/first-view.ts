import { isLoggedIn } from '../../api/token';
import { LOGIN_ROUTE, NOT_FOUND_ROUTE, matchRoute } from '../../routes';
import { loginRedirect } from './navigation-guard';
import type { RouteView } from './route-view';

/**
 * Without a session the guard's answer is known before it runs: `/` and every protected page lead
 * to /login (with the way back), an unknown path is not found. The address is settled to it now,
 * before the first render, so that the first render is the page the server drew.
 */
export function settleAddressWithoutSession(): void {
  if (isLoggedIn()) return;
  const path = location.pathname;
  const search = location.search.replace(/^\?/, '');
  const route = matchRoute(path);
  if (path === '/') history.replaceState(history.state, '', LOGIN_ROUTE.path);
  else if (route?.requiresAuth) history.replaceState(history.state, '', loginRedirect({ path, search, route }));
}

/**
 * The page the server drew (prerendered) for this address without a session, so that the first
 * render draws the same and React takes the HTML over without a flash; null with a session, where
 * the guard decides.
 */
export function firstView(): RouteView | null {
  if (isLoggedIn()) return null;
  const path = location.pathname;
  const search = location.search.replace(/^\?/, '');
  const view = { fullPath: path + location.search, path, search };
  if (path === LOGIN_ROUTE.path) return { ...view, route: LOGIN_ROUTE, notFound: false };
  return matchRoute(path) ? null : { ...view, route: NOT_FOUND_ROUTE, notFound: true };
}
