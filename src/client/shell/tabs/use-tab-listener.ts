import { useEffect } from 'react';
import { listenerRouteChange } from '../../state/route-listener';
import { recordPage } from '../../state/recent';
import { updateTabList } from '../../state/tabs';
import { REDIRECT } from '../../routes';

/** Every route the guard lets through becomes (or updates) a tab and a recent page. */
export function useTabListener(): void {
  useEffect(
    () =>
      listenerRouteChange(({ route, fullPath }) => {
        updateTabList(route, fullPath);
        if (route.requiresAuth && route.name !== REDIRECT)
          recordPage({ name: route.name, title: route.locale, fullPath });
      }),
    [],
  );
}
