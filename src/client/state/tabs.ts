import { proxy } from 'valtio/vanilla';
import {
  DEFAULT_ROUTE_NAME,
  DEFAULT_ROUTE_PATH,
  FORBIDDEN,
  LOGIN,
  NOT_FOUND,
  REDIRECT,
  type ClientRoute,
} from '../routes';

/** One visited page in the tab bar; a screen has one tab whose path follows its latest query. */
export interface TabTag {
  name: string;
  title: string;
  fullPath: string;
  ignoreCache: boolean;
}

const DEFAULT_TAG: TabTag = {
  name: DEFAULT_ROUTE_NAME,
  title: 'menu.dashboard.workplace',
  fullPath: DEFAULT_ROUTE_PATH,
  ignoreCache: false,
};
/** Pages that never become tabs: the redirect hop, login, and the not-found page. */
const BAN_LIST = new Set([REDIRECT, LOGIN, NOT_FOUND, FORBIDDEN]);

/** `cacheTabList` names the screens kept alive (hidden, not unmounted) when not shown. */
export const tabs = proxy({
  tagList: [{ ...DEFAULT_TAG }] as TabTag[],
  cacheTabList: [DEFAULT_ROUTE_NAME] as string[],
});

export function updateTabList(route: ClientRoute, fullPath: string): void {
  if (BAN_LIST.has(route.name)) return;
  const existing = tabs.tagList.find((t) => t.name === route.name);
  if (existing) existing.fullPath = fullPath;
  else tabs.tagList.push({ name: route.name, title: route.locale, fullPath, ignoreCache: route.ignoreCache });
  if (!route.ignoreCache) addCache(route.name);
}

export function addCache(name: string): void {
  if (!tabs.cacheTabList.includes(name)) tabs.cacheTabList.push(name);
}

export function deleteCache(name: string): void {
  const at = tabs.cacheTabList.indexOf(name);
  if (at >= 0) tabs.cacheTabList.splice(at, 1);
}

/** Removes one tab; the first (workplace) is fixed. */
export function deleteTag(index: number): void {
  if (index <= 0) return;
  const [tag] = tabs.tagList.splice(index, 1);
  if (tag) deleteCache(tag.name);
}

export function freshTabList(tags: readonly TabTag[]): void {
  tabs.tagList = tags.map((t) => ({ ...t }));
  tabs.cacheTabList = tags.filter((t) => !t.ignoreCache).map((t) => t.name);
}

export function resetTabList(): void {
  freshTabList([DEFAULT_TAG]);
}

export type TabAction = 'current' | 'left' | 'right' | 'others' | 'all';

/**
 * Closes tabs around the one at `index` and says where to go, if the page shown was closed:
 * closing the current tab goes to its left neighbour, closing all goes to the workplace.
 */
export function closeTabs(action: TabAction, index: number, currentName: string | null): string | null {
  const list = tabs.tagList;
  const target = list[index];
  if (!target) return null;
  const currentIndex = list.findIndex((t) => t.name === currentName);
  switch (action) {
    case 'current': {
      if (index === 0) return null;
      const wasCurrent = currentIndex === index;
      const left = list[index - 1];
      deleteTag(index);
      return wasCurrent && left ? left.fullPath : null;
    }
    case 'left':
      freshTabList([list[0]!, ...list.slice(index)].filter((t, i, a) => a.indexOf(t) === i));
      return currentIndex > 0 && currentIndex < index ? target.fullPath : null;
    case 'right':
      freshTabList(list.slice(0, index + 1));
      return currentIndex > index ? target.fullPath : null;
    case 'others':
      freshTabList(index === 0 ? [list[0]!] : [list[0]!, target]);
      return currentIndex !== index ? target.fullPath : null;
    case 'all':
      resetTabList();
      return DEFAULT_ROUTE_PATH;
  }
}
