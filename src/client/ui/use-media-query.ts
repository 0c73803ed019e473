import { useSyncExternalStore } from 'react';

/**
 * Below 768 px (Tailwind's `md`): a phone. A queue is worked by touch, the card first; a table
 * shows first the columns a row is read for, and its filters wait behind a button.
 */
export const PHONE = '(max-width: 767.98px)';
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether a media query matches now, and a new render when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia?.(query);
      mq?.addEventListener('change', onChange);
      return () => mq?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
