import { latestRoute } from '../../state/route-listener';
import { closeTabs, deleteCache, tabs, type TabAction, type TabTag } from '../../state/tabs';
import { REDIRECT_ROUTE } from '../../routes';
import { go } from './go';

/** Re-creates a tab's screen: drop it from the cache and re-enter it through /redirect. */
export function reloadTab(tag: Pick<TabTag, 'name' | 'fullPath'>): void {
  deleteCache(tag.name);
  go(`${REDIRECT_ROUTE.path}${tag.fullPath}`);
}

export function runTabAction(action: TabAction, index: number): void {
  const to = closeTabs(action, index, latestRoute()?.route.name ?? null);
  if (to) go(to);
}

/** Index of the tab on display, or -1 (e.g. on the not-found page). */
export function currentTabIndex(): number {
  const name = latestRoute()?.route.name;
  return tabs.tagList.findIndex((t) => t.name === name);
}
