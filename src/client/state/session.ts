import { proxy } from 'valtio/vanilla';
import type { AdminInfo } from '#contract/api/auth';
import type { Role } from '#contract/roles';
import { call } from '../api/fetcher';
import { clearToken, setToken } from '../api/token';
import { joinInFlight } from '../ui/join-in-flight';
import { removeRouteListener } from './route-listener';
import { clearServerMenu } from './server-menu';

/** The logged-in admin (`info.role` is the session's active role); null until fetched. */
export const session = proxy<{ info: AdminInfo | null }>({ info: null });

export function activeRole(): Role | null {
  return session.info?.role ?? null;
}

/**
 * Logs in; a failure clears any stale token so the guard does not trust it. Quiet: the form says
 * every refusal in its own alert (a toast repeated it), the second factor's in its own words.
 */
export async function login(form: { username: string; password: string; otp?: string }): Promise<void> {
  try {
    setToken(await call('/admins/login', form, { quiet: true }));
  } catch (err) {
    clearToken();
    throw err;
  }
}

/** Reads the admin afresh, e.g. after a change to their password or second factor. */
export async function loadInfo(): Promise<void> {
  session.info = await call('/admins/info/get', {});
}

/**
 * A session's first read of the admin, what its first screen waits for: asked for as soon as the
 * password is accepted (`prefetchSession`), before anything else, and joined by the guard's ask.
 */
export const loadSessionInfo = joinInFlight(loadInfo);

/** Calls the server and, whatever it answers, forgets everything of the session on this side. */
export async function logout(): Promise<void> {
  try {
    await call('/admins/logout', {}, { quiet: true });
  } catch {
    // Already logged out or unreachable: the local session ends all the same.
  } finally {
    logoutCallback();
  }
}

const logoutListeners = new Set<() => void>();

/**
 * Lets the shell forget its own state at logout (tabs, recent pages) without this module,
 * which /login loads, importing the shell's stores.
 */
export function addLogoutListener(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

function logoutCallback(): void {
  session.info = null;
  clearToken();
  removeRouteListener();
  clearServerMenu();
  for (const listener of logoutListeners) listener();
}
