import type { ClientRoute } from '../routes';

/** A route the guard let through (or the not-found page it showed instead). */
export interface RouteEvent {
  route: ClientRoute;
  /** Path and query as in the address bar, e.g. `/audit-center/moment-list?auditStatus=PENDING`. */
  fullPath: string;
}

type Listener = (event: RouteEvent) => void;

const listeners = new Set<Listener>();
let latest: RouteEvent | null = null;

/**
 * Records a navigation for the menu and the tab bar. The latest one is kept, so a listener that
 * registers after the first navigation (the tab bar mounts after it) still hears about it.
 */
export function setRouteEmitter(event: RouteEvent): void {
  latest = event;
  for (const l of listeners) l(event);
}

export function listenerRouteChange(handler: Listener, immediate = true): () => void {
  listeners.add(handler);
  if (immediate && latest) handler(latest);
  return () => listeners.delete(handler);
}

/** Logout forgets the listeners and the last route, so the next session starts clean. */
export function removeRouteListener(): void {
  listeners.clear();
  latest = null;
}

export function latestRoute(): RouteEvent | null {
  return latest;
}
