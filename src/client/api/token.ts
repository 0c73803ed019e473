import { hintServer } from '../boot/server-hints';

/** The session token lives in localStorage under `token` (seed spec). */
const KEY = 'token';

export function getToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(KEY, token);
  hintServer('console-session', '1');
}

export function clearToken(): void {
  hintServer('console-session', '0');
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}
