import type { SavedView } from '#contract/api/saved-views';
import { routeByName } from '../routes';

/** Where a view opens: its list's route with `?view=<id>`, which the list's views menu applies. */
export function viewPath(view: Pick<SavedView, 'id' | 'list'>): string | null {
  const route = routeByName(view.list);
  return route ? `${route.path}?view=${view.id}` : null;
}

/** The link to share: the same path on this console's origin. */
export function viewLink(view: Pick<SavedView, 'id' | 'list'>): string {
  return `${window.location.origin}${viewPath(view) ?? '/'}`;
}
