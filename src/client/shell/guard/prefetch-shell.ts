import type { ComponentType } from 'react';
import { loadMessages } from '../../i18n/i18n';
import { loadOnce } from '../../ui/load-once';
import { whenIdle } from '../../ui/when-idle';
import type { RouteView } from './route-view';

/** What the console's chunk gives the page it is loaded into. */
export interface ShellModule {
  Shell: ComponentType<{ view: RouteView }>;
  preloadScreen(name: string): void;
  prefetchScreenData(name: string): void;
  prefetchSession(): void;
}

/** The console's chunk with its dictionary; null when it would not load (the navigator says so). */
export const loadShell = loadOnce(
  (): Promise<ShellModule | null> =>
    Promise.all([import('../shell'), loadMessages('app')]).then(
      ([m]) => m,
      () => null,
    ),
);

/** The console and the chunk of the screen login leads to, while the login request is in flight. */
export function prefetchShell(landing?: string): void {
  void loadShell().then((shell) => {
    if (landing) shell?.preloadScreen(landing);
  });
}

/** Once logged in: what the guard waits for, then the data the landing screen shows first. */
export function prefetchLandingData(landing: string): void {
  void loadShell().then((shell) => {
    shell?.prefetchSession();
    shell?.prefetchScreenData(landing);
  });
}

const quietly = (p: Promise<unknown>) =>
  void p.catch(() => {
    // The real import reports a failure; a failed warm-up is harmless.
  });

/**
 * On the login page, once the browser is idle after its paint: the console and the palette, so that
 * after login they are normally already there. Never part of the page's own load.
 */
export function prefetchConsoleWhenIdle(): void {
  whenIdle(() => {
    prefetchShell();
    quietly(import('../../commands/palette'));
  });
}
