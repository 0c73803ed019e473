/**
 * What the server needs to send a page drawn as this browser will show it: the language, the
 * theme, whether a session is kept here (so / and /login are not drawn as the login form for a
 * user who is logged in). Hints, not secrets: the session itself never leaves localStorage.
 */
export type ServerHint = 'arco-locale' | 'arco-theme' | 'console-session';

export function hintServer(name: ServerHint, value: string): void {
  try {
    document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=strict`;
  } catch {
    // Cookies blocked: the server draws its defaults and the console redraws as chosen.
  }
}
