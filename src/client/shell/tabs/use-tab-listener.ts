import { useEffect } from 'react';
import { listenerRouteChange } from '../../state/route-listener';
import { recordPage } from '../../state/recent';
import { session } from '../../state/session';
import { updateTabList } from '../../state/tabs';
import { REDIRECT } from '../../routes';
import { keepTabsSaved, restoreTabs } from './saved-tabs';

/**
 * Every route the guard lets through becomes (or updates) a tab and a recent page. The tabs this
 * browser tab had before a reload come back first, so the page reloaded keeps its place among them.
 */
export function useTabListener(): void {
  useEffect(() => {
    const info = session.info;
    if (info) restoreTabs(info.id, info.role);
    const stopSaving = info ? keepTabsSaved(info.id) : () => {};
    const stopListening = listenerRouteChange(({ route, fullPath }) => {
      updateTabList(route, fullPath);
      if (route.requiresAuth && route.name !== REDIRECT)
        recordPage({ name: route.name, title: route.locale, fullPath });
    });
    return () => {
      stopListening();
      stopSaving();
    };
  }, []);
}
