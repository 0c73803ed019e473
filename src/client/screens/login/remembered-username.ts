/**
 * "Remember me" keeps the username only. The seed spec's template stored the password in
 * localStorage in plain text; a staff console must not, so the password is always typed.
 */
const KEY = 'login-remembered-username';

export function rememberedUsername(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberUsername(username: string | null): void {
  try {
    if (username) localStorage.setItem(KEY, username);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing is remembered.
  }
}
