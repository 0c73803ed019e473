import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../app';
import { firstView, settleAddressWithoutSession } from '../shell/guard/first-view';
import { watchTypedEarly } from '../screens/login/typed-early';
import { isLoggedIn } from '../api/token';
import { awaitConsole, installKeyInbox } from '../commands/key-inbox';
import { i18nState, loadMessages, provideMessages } from '../i18n/i18n';
import { applySettingsToDocument, settings } from '../state/settings';
import { hintServer } from './server-hints';
import { matchRoute } from '../routes';
import { prefetchScreenDataWhenSignedIn, prefetchShell } from '../shell/guard/prefetch-shell';

/**
 * The console's start on every page: theme, the key inbox, the boot dictionary, then the first render
 * (a hydration of the page the server drew when it is the one to show). Not in main.tsx, so that
 * the entry file is a line and all of this rides in the chunk /login loads with react-dom.
 */
export async function startConsole(): Promise<void> {
  // Theme first, so a dark-theme user never sees a white flash; then the active language's boot
  // dictionary, which the page brings when the server knew the language (the other loads only if chosen).
  applySettingsToDocument();
  // A drawn page (/login, not-found) came with its own rules only: the console's whole stylesheet,
  // linked beside them, applies from now on, before anything else is drawn.
  document.querySelector('link[data-console-styles]')?.setAttribute('media', 'all');
  // Before anything renders: with a session the console's chunk is on its way, and keys pressed
  // meanwhile are kept, not lost.
  installKeyInbox();
  if (isLoggedIn()) {
    awaitConsole();
    // A page opened inside the console: its chunk and the screen's load while the guard asks the
    // server who this is, not after; the screen's data as soon as the answer is in.
    const screen = matchRoute(location.pathname)?.name;
    prefetchShell(screen);
    if (screen) prefetchScreenDataWhenSignedIn(screen);
  }
  document.documentElement.lang = i18nState.locale;
  // Choices made before the server read them (or on another version) reach it for the next page.
  hintServer('arco-locale', i18nState.locale);
  hintServer('arco-theme', settings.theme);
  hintServer('console-session', isLoggedIn() ? '1' : '0');
  const bundled = document.getElementById('boot-messages');
  if (bundled?.dataset.locale === i18nState.locale)
    provideMessages('boot', i18nState.locale, JSON.parse(bundled.textContent) as Record<string, string>);
  await loadMessages('boot');
  const root = document.getElementById('root')!;
  settleAddressWithoutSession();
  // Without a session the server sends /login or not-found drawn, in the language it was told of;
  // taken over as it is when that is the page and the language in use here, else drawn afresh.
  if (root.dataset.prerendered === `${firstView()?.route.name}:${i18nState.locale}`) {
    watchTypedEarly(root);
    hydrateRoot(root, <App />);
  } else createRoot(root).render(<App />);
}
