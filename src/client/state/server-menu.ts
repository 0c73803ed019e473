import { proxy } from 'valtio/vanilla';
import type { ApiReply } from '#contract/api';
import { call } from '../api/fetcher';
import { t } from '../i18n/i18n';
import { joinInFlight } from '../ui/join-in-flight';
import { dismissToast, showToast } from './toasts';

/**
 * A node of the menu as the wire types it (`icon` may be explicitly undefined there, which the
 * contract's MenuNode does not allow under exactOptionalPropertyTypes; every MenuNode fits this).
 */
export type MenuNode = ApiReply<'/admins/menus/get'>[number];

/** The menu `/admins/menus/get` gave for the active role; empty until fetched. */
export const serverMenu = proxy<{ menus: MenuNode[] }>({ menus: [] });

const NOTICE_ID = 'menuNotice';

/** Fetches the server menu with a loading notice that turns into success or error in place. */
export async function fetchServerMenuConfig(): Promise<void> {
  showToast('info', t('menuNotice.loading'), { id: NOTICE_ID, duration: 0 });
  try {
    serverMenu.menus = await call('/admins/menus/get', {});
    showToast('success', t('menuNotice.success'), { id: NOTICE_ID, duration: 2000 });
  } catch {
    showToast('error', t('menuNotice.error'), { id: NOTICE_ID, duration: 5000 });
  }
}

/**
 * The menu asked for while the admin's info is (joined while pending), with the same notices:
 * should the session be gone, the info's refusal says so (no logged-out modal, no error here),
 * and an empty menu makes the guard ask again aloud.
 */
export const prefetchServerMenuConfig = joinInFlight(async (): Promise<void> => {
  showToast('info', t('menuNotice.loading'), { id: NOTICE_ID, duration: 0 });
  try {
    serverMenu.menus = await call('/admins/menus/get', {}, { quiet: true, loggedOutModal: false });
    showToast('success', t('menuNotice.success'), { id: NOTICE_ID, duration: 2000 });
  } catch {
    // Said by the guard's own ask, or by the session check.
    dismissToast(NOTICE_ID);
  }
});

export function clearServerMenu(): void {
  serverMenu.menus = [];
}

/** Every route name the menu tree holds, sections and hidden entries included. */
export function menuRouteNames(menus: readonly MenuNode[]): Set<string> {
  const names = new Set<string>();
  const queue = [...menus];
  while (queue.length) {
    const node = queue.shift()!;
    names.add(node.name);
    queue.push(...node.children);
  }
  return names;
}
