import { useLayoutEffect } from 'react';
import { holdKeys } from './key-layers';

/** Holds the console's keys while `active`: they run, in order, once it turns false or unmounts. */
export function useHoldKeys(active = true): void {
  useLayoutEffect(() => (active ? holdKeys() : undefined), [active]);
}

/** A Suspense fallback that keeps keys for the screen whose chunk is loading. */
export function KeysWait() {
  useHoldKeys();
  return null;
}
