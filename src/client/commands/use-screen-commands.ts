import { useLayoutEffect, useRef } from 'react';
import type { Command } from './command';
import { registerCommands } from './registry';

/**
 * Registers a screen's commands while it is on display. Kept-alive screens are hidden with
 * <Activity>, which runs effect clean-ups, so a hidden screen's keys are gone with it.
 * Commands read the latest props through `current`, so they need not be re-registered each render.
 */
export function useScreenCommands(build: () => readonly Command[], deps: readonly unknown[] = []): void {
  const buildRef = useRef(build);
  buildRef.current = build;
  // Before the first paint: buttons show their command's keys (<CommandKeys>), and keys that
  // arrived after paint would widen them and shift the layout on a narrow screen.
  // `deps` re-registers when the set of commands changes (not when their closures do).
  useLayoutEffect(() => registerCommands(buildRef.current()), deps);
}
