import { proxy } from 'valtio/vanilla';
import { SESSION_END_REASONS, type SessionEndReason } from '#contract/error-codes';

/**
 * Whether the "you have been logged out" modal is up (raised by the fetcher on 401 / 60001, and
 * by the event stream when the session ends), and why the session ended when the server said.
 */
export const loggedOutModal = proxy<{ open: boolean; reason: SessionEndReason | null }>({ open: false, reason: null });

/** `reason`: a 60001's `data.reason` or a `session-ended` event's `why`, if it is one the console knows. */
export function showLoggedOutModal(reason?: unknown): void {
  loggedOutModal.open = true;
  loggedOutModal.reason = (SESSION_END_REASONS as readonly unknown[]).includes(reason)
    ? (reason as SessionEndReason)
    : null;
}

export function hideLoggedOutModal(): void {
  loggedOutModal.open = false;
}
