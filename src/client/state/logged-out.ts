import { proxy } from 'valtio/vanilla';

/**
 * Whether the "you have been logged out" modal is up (raised by the fetcher on 401 / 60001, and
 * by the event stream when the session ends), and why the session ended when the server said.
 */
export const loggedOutModal = proxy<{ open: boolean; reason: unknown }>({ open: false, reason: null });

/** `reason`: a 60001's `data.reason` or a `session-ended` event's `why`; the modal shows it if it knows it. */
export function showLoggedOutModal(reason?: unknown): void {
  loggedOutModal.open = true;
  loggedOutModal.reason = reason ?? null;
}

export function hideLoggedOutModal(): void {
  loggedOutModal.open = false;
}
