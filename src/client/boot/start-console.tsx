import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../app';
import { firstView, settleAddressWithoutSession } from '../shell/guard/first-view';
import { watchTypedEarly } from '../screens/login/typed-early';
import { isLoggedIn } from '../api/token';
import { awaitConsole, installKeyInbox } from '../commands/key-inbox';
import { activateLocale, i18nState, loadMessages, provideMessages, setLocale } from '../i18n/i18n';
import '../dictionaries/dictionaries';
import { isLocale } from '../i18n/locales';
import { applySettingsToDocument, settings } from '../state/settings';
import { CONSOLE_READY } from './console-ready';
import { hintServer } from './server-hints';
import { matchRoute } from '../routes';
import { prefetchShell } from '../shell/guard/prefetch-shell';

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
    // server who this is, not after.
    prefetchShell(matchRoute(location.pathname)?.name);
  }
  const chosen = i18nState.locale;
  // Choices made before the server read them (or on another version) reach it for the next page.
  hintServer('arco-locale', chosen);
  hintServer('arco-theme', settings.theme);
  hintServer('console-session', isLoggedIn() ? '1' : '0');
  const bundled = document.getElementById('boot-messages');
  const drawnIn = bundled?.dataset.locale;
  if (bundled && isLocale(drawnIn))
    provideMessages('boot', drawnIn, JSON.parse(bundled.textContent) as Record<string, string>);
  const root = document.getElementById('root')!;
  settleAddressWithoutSession();
  // Without a session the server sends /login or not-found drawn, in the language it was told of.
  // When that is the page to show it is taken over as it is, in that language even if another was
  // chosen here (a cookie lost or blocked): drawn afresh, the form the user may be typing into
  // would be replaced by an empty one, the keys and a held Enter lost with it. The chosen language
  // follows once the console is live.
  const asDrawn = isLocale(drawnIn) && root.dataset.prerendered === `${firstView()?.route.name}:${drawnIn}`;
  if (asDrawn) await activateLocale(drawnIn);
  document.documentElement.lang = i18nState.locale;
  await loadMessages('boot');
  if (!asDrawn) createRoot(root).render(<App />);
  else {
    watchTypedEarly(root);
    hydrateRoot(root, <App />);
    if (drawnIn !== chosen) document.addEventListener(CONSOLE_READY, () => void setLocale(chosen), { once: true });
  }
}
