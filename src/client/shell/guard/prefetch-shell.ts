import { loadMessages } from '../../i18n/i18n';

const quietly = (p: Promise<unknown>) =>
  void p.catch(() => {
    // The real import reports a failure; a failed warm-up is harmless.
  });

/** Warms the shell chunk and its dictionary (again, harmlessly) while the login request is in flight. */
export function prefetchShell(): void {
  quietly(import('../shell'));
  quietly(loadMessages('app'));
}

/**
 * On the login page, once the browser is idle after its paint: the console and the palette, so that
 * after login they are normally already there. Never part of the page's own load.
 */
export function prefetchConsoleWhenIdle(): void {
  // Safari has no requestIdleCallback; a timer after the paint does there.
  (window.requestIdleCallback ?? setTimeout)(() => {
    prefetchShell();
    quietly(import('../../commands/palette'));
  });
}
