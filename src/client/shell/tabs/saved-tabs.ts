import { subscribe } from 'valtio/vanilla';
import type { Role } from '#contract/roles';
import { menuRouteNames, serverMenu } from '../../state/server-menu';
import { settings } from '../../state/settings';
import { freshTabList, tabs, type TabTag } from '../../state/tabs';
import { DEFAULT_ROUTE_NAME, routeByName } from '../../routes';
import { accessRouter } from '../guard/permission';

/**
 * The tab bar of this browser tab, kept across a reload: sessionStorage is per browser tab (a
 * duplicated tab starts with a copy), and it goes with the tab, so another window never shows it.
 */
const KEY = 'backoffice-tabs';

interface SavedTabs {
  /** Whose tabs: the next admin to log in on this browser tab must not get them. */
  admin: number;
  tags: TabTag[];
}

type SavedTag = Pick<TabTag, 'name' | 'fullPath'>;

function isTag(value: unknown): value is SavedTag {
  const t = value as Partial<SavedTag> | null;
  return typeof t === 'object' && t !== null && typeof t.name === 'string' && typeof t.fullPath === 'string';
}

function read(admin: number): SavedTag[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<SavedTabs> | null;
    if (saved?.admin !== admin || !Array.isArray(saved.tags)) return [];
    return saved.tags.filter(isTag);
  } catch {
    return [];
  }
}

/**
 * Puts back the tabs this browser tab had before a reload, in their order, keeping only the
 * screens `role` may still open (and the server's menu still lists, once it is loaded): a role
 * switched in another tab of the session, or a narrower menu, drops the rest. The workplace
 * stays first. The page being reloaded is the address, so it stays the active one by itself.
 */
export function restoreTabs(admin: number, role: Role | null): void {
  const menu = settings.menuFromServer && serverMenu.menus.length > 0 ? menuRouteNames(serverMenu.menus) : null;
  const kept: TabTag[] = [];
  for (const tag of read(admin)) {
    const route = routeByName(tag.name);
    if (!route || route.name === DEFAULT_ROUTE_NAME || kept.some((k) => k.name === route.name)) continue;
    if (!route.requiresAuth || !accessRouter(route, role) || (menu && !menu.has(route.name))) continue;
    // Only an address of the tab's own screen: what is read back from storage is not trusted further.
    if (tag.fullPath.split('?')[0] !== route.path) continue;
    kept.push({ name: route.name, title: route.locale, fullPath: tag.fullPath, ignoreCache: route.ignoreCache });
  }
  if (kept.length === 0) return;
  const first = tabs.tagList[0]!;
  const opened = tabs.tagList.slice(1).filter((t) => !kept.some((k) => k.name === t.name));
  freshTabList([first, ...kept, ...opened]);
}

/** Writes the tab bar to this browser tab's storage on every change until the returned stop. */
export function keepTabsSaved(admin: number): () => void {
  const save = () => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ admin, tags: tabs.tagList } satisfies SavedTabs));
    } catch {
      // Storage full or blocked: the tabs last as long as the page.
    }
  };
  save();
  // In step with the change: the logout that empties the bar is the last thing before the page goes.
  return subscribe(tabs, save, true);
}

/** Logout: the next admin on this browser tab starts with the workplace alone. */
export function forgetSavedTabs(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
