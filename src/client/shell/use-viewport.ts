import { useSyncExternalStore } from 'react';

/** Below 992 px the side menu becomes a drawer (seed spec breakpoint). */
const NARROW = '(max-width: 991.98px)';

function subscribe(onChange: () => void): () => void {
  const mq = window.matchMedia?.(NARROW);
  mq?.addEventListener('change', onChange);
  return () => mq?.removeEventListener('change', onChange);
}

export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(NARROW).matches ?? false,
    () => false,
  );
}
