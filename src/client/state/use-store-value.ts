import { useCallback, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio/vanilla';

/**
 * Reads one primitive from a valtio store and re-renders when it changes. Components that /login
 * loads use this instead of useSnapshot, whose render tracking (proxy-compare) would add a
 * kilobyte to the login budget; everything after login uses useSnapshot.
 */
export function useStoreValue<T extends object, V extends string | number | boolean | null | undefined>(
  store: T,
  select: (state: T) => V,
): V {
  const onChange = useCallback((notify: () => void) => subscribe(store, notify), [store]);
  return useSyncExternalStore(
    onChange,
    () => select(store),
    () => select(store),
  );
}
