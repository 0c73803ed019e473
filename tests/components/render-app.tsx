import { expect } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '#client/app';
import { awaitConsole, installKeyInbox } from '#client/commands/key-inbox';
import { installEarlyGuards } from '#client/boot/early-guards';
import { resetKeyInbox } from '#client/commands/key-layers';
import { loadMessages, setLocale, t } from '#client/i18n/i18n';
import type { Locale } from '#client/i18n/locales';
import { DEFAULT_SETTINGS } from '#client/state/default-settings';
import { hideLoggedOutModal } from '#client/state/logged-out';
import { navigation } from '#client/state/navigation';
import { progress } from '#client/state/progress';
import { closePalette, overlays } from '#client/state/overlays';
import { recent } from '#client/state/recent';
import { removeRouteListener } from '#client/state/route-listener';
import { clearServerMenu } from '#client/state/server-menu';
import { session } from '#client/state/session';
import { settings } from '#client/state/settings';
import { settingsDrawer } from '#client/state/settings-actions';
import { resetTabList } from '#client/state/tabs';
import { clearToasts } from '#client/state/toasts';
import { resetDecisionGate } from '#client/commands/decision-gate';
import { DEMO_PASSWORD, sessionToken } from './fake-api';
import { ROUTES, type RouteName } from '#contract/routes';

/** Every store back to a fresh page load, as the real console starts. */
export function resetStores(): void {
  session.info = null;
  clearServerMenu();
  resetTabList();
  Object.assign(settings, DEFAULT_SETTINGS);
  settingsDrawer.open = false;
  clearToasts();
  removeRouteListener();
  closePalette();
  overlays.sheet = false;
  overlays.menuDrawer = false;
  recent.commandIds = [];
  recent.pages = [];
  navigation.epoch = 0;
  progress.run = 0;
  progress.active = false;
  hideLoggedOutModal();
  resetDecisionGate();
}

/** Renders the whole console at `path`, in English unless told otherwise. */
export async function renderApp(path: string, options: { token?: string; locale?: Locale } = {}) {
  resetStores();
  if (options.token) localStorage.setItem('token', options.token);
  // As the page's inline script and main.tsx do before the first render.
  installEarlyGuards();
  resetKeyInbox();
  installKeyInbox();
  if (options.token) awaitConsole();
  window.history.replaceState(null, '', path);
  await setLocale(options.locale ?? 'en-US');
  await loadMessages('boot');
  await loadMessages('app');
  const user = userEvent.setup();
  const view = render(<App />);
  return { user, ...view };
}

/** Where the route named `name` lives (what a login's `?redirect=` names). */
export function routePath(name: RouteName): string {
  return ROUTES.find((r) => r.name === name)!.path;
}

/**
 * Renders the console at `path` already logged in as `username`: the tab holds the session's token
 * as a login through the form leaves it, and the shell is waited for. Only the tests of logging in
 * go through the form (a login per test was most of the components project's time).
 */
export async function renderLoggedIn(path: string, username: string, options: { locale?: Locale } = {}) {
  const app = await renderApp(path, { ...options, token: sessionToken(username) });
  // The shell's name in the language it was rendered in. `hidden`: a dialog the console opens at
  // once (a security notice, say) makes the shell behind it inert, and the shell is there all the same.
  await screen.findByRole('navigation', { name: t('menu.label'), hidden: true });
  return app;
}

/** Fills in and sends the login form, without waiting for what comes after. */
export async function submitLogin(user: ReturnType<typeof userEvent.setup>, username: string) {
  await user.type(await screen.findByPlaceholderText('Username'), username);
  await user.type(screen.getByPlaceholderText('Password'), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** Logs in through the real login form and waits for the shell. */
export async function loginAs(user: ReturnType<typeof userEvent.setup>, username: string) {
  await submitLogin(user, username);
  await screen.findByRole('navigation', { name: 'Side menu' });
}

export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export async function waitForUrl(url: string): Promise<void> {
  await waitFor(() => expect(currentUrl()).toBe(url));
}

/**
 * Lets everything already set in motion run out — promises, React's updates, and what they queue
 * for the next task — with no wall-clock wait: what has not happened after this was not started.
 * For asserting that something was NOT done.
 */
export async function afterPendingWork(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
