import { ROUTES, SECTIONS, DEFAULT_ROUTE_PATH, type RouteDef } from '#contract/routes';
import type { Area } from '#contract/access';
import type { MessageKey } from './i18n/message-key';

/** A route the console knows: the screens of the contract plus the pages outside the menu. */
export interface ClientRoute {
  name: string;
  path: string;
  /** Title key for the tab, the breadcrumb and the palette. */
  locale: string;
  /** Key of the menu section it sits in, for the breadcrumb. */
  sectionLocale: string | null;
  area: Area;
  requiresAuth: boolean;
  hideInMenu: boolean;
  ignoreCache: boolean;
}

export const LOGIN = 'login';
export const NOT_FOUND = 'notFound';
/** The 403 page shown at the address of a known route the role may not open. */
export const FORBIDDEN = 'forbidden';
export const REDIRECT = 'Redirect';
export const EXCEPTION_403 = '403';
export const EXCEPTION_500 = '500';
export const DEFAULT_ROUTE_NAME = 'Workplace';
export { DEFAULT_ROUTE_PATH };

/** Pages allowed without an entry in the server menu (the seed spec's whitelist). */
export const WHITE_LIST: ReadonlySet<string> = new Set([LOGIN, NOT_FOUND, REDIRECT, EXCEPTION_403, EXCEPTION_500]);

const sectionOf = new Map<string, string>(SECTIONS.flatMap((s) => s.children.map((c) => [c.name, s.locale] as const)));

function fromContract(r: RouteDef): ClientRoute {
  return {
    name: r.name,
    path: r.path,
    locale: r.locale,
    sectionLocale: sectionOf.get(r.name) ?? null,
    area: r.area,
    requiresAuth: true,
    hideInMenu: r.hideInMenu ?? false,
    ignoreCache: r.ignoreCache ?? false,
  };
}

const page = (
  name: string,
  path: string,
  locale: MessageKey,
  area: Area,
  extra: Partial<ClientRoute> = {},
): ClientRoute => ({
  name,
  path,
  locale,
  sectionLocale: null,
  area,
  requiresAuth: area !== 'public',
  hideInMenu: true,
  ignoreCache: true,
  ...extra,
});

export const LOGIN_ROUTE = page(LOGIN, '/login', 'login.form.login', 'public');
export const NOT_FOUND_ROUTE = page(NOT_FOUND, '', 'menu.notFound', 'public');
export const FORBIDDEN_ROUTE = page(FORBIDDEN, '', 'menu.forbidden', 'public');
export const REDIRECT_ROUTE = page(REDIRECT, '/redirect', 'menu.redirect', 'self');
export const EXCEPTION_ROUTES = [
  page(EXCEPTION_403, '/exception/403', 'menu.exception.403', 'self', { sectionLocale: 'menu.exception' }),
  page(EXCEPTION_500, '/exception/500', 'menu.exception.500', 'self', { sectionLocale: 'menu.exception' }),
];

/** The role-guarded screens, in menu order. */
export const APP_ROUTES: readonly ClientRoute[] = ROUTES.map(fromContract);

const byPath = new Map<string, ClientRoute>([...APP_ROUTES, LOGIN_ROUTE, ...EXCEPTION_ROUTES].map((r) => [r.path, r]));
const byName = new Map<string, ClientRoute>(
  [...APP_ROUTES, LOGIN_ROUTE, REDIRECT_ROUTE, ...EXCEPTION_ROUTES].map((r) => [r.name, r]),
);

/** The route a path shows, or null for the catch-all not-found. `/redirect/*` matches by prefix. */
export function matchRoute(path: string): ClientRoute | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === REDIRECT_ROUTE.path || clean.startsWith(`${REDIRECT_ROUTE.path}/`)) return REDIRECT_ROUTE;
  return byPath.get(clean) ?? null;
}

export function routeByName(name: string): ClientRoute | null {
  return byName.get(name) ?? null;
}
