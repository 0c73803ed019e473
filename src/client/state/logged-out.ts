import { proxy } from 'valtio/vanilla';

/** Whether the "you have been logged out" modal is up (raised by the fetcher on 401 / 60001). */
export const loggedOutModal = proxy({ open: false });

export function showLoggedOutModal(): void {
  loggedOutModal.open = true;
}

export function hideLoggedOutModal(): void {
  loggedOutModal.open = false;
}
