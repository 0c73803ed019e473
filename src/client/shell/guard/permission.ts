import { roleMayEnter } from '#contract/access';
import type { Role } from '#contract/roles';
import { APP_ROUTES, type ClientRoute } from '../../routes';

/** Whether `role` may enter `route` (the seed spec's `accessRouter`): public pages always. */
export function accessRouter(route: ClientRoute, role: Role | null): boolean {
  return !route.requiresAuth || roleMayEnter(role, route.area);
}

/** The first screen, in menu order, that `role` may enter (the seed spec's findFirstPermissionRoute). */
export function findFirstPermissionRoute(role: Role | null): ClientRoute | null {
  return APP_ROUTES.find((r) => !r.hideInMenu && accessRouter(r, role)) ?? null;
}
