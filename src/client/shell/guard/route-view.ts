import type { ClientRoute } from '../../routes';

/** What the guard decided to show for the current URL. */
export interface RouteView {
  route: ClientRoute;
  /** Path and query, e.g. `/audit-center/moment-list?auditStatus=PENDING`. */
  fullPath: string;
  path: string;
  search: string;
  /** True when `route` is the not-found page shown in place of a missing one. */
  notFound: boolean;
}
