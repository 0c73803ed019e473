/**
 * wouter imports the use-sync-external-store shim, a fallback for React < 18. React 19 has the
 * hook built in, so build.mjs aliases the shim to this file and /login skips the fallback code.
 */
export { useSyncExternalStore } from 'react';
