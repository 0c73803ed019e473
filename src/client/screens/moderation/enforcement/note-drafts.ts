import { addLogoutListener, session } from '#client/state/session';

/**
 * Notes typed in an account's drawer and not yet added, per admin and account, for the tab's life:
 * the drawer closes on Esc and follows the Appeals queue's cursor to the next appeal's author, and
 * neither may drop what was typed, nor carry it to another person's notes. A logout forgets them,
 * and the admin's id in the key keeps one admin's drafts from another who logs in on the tab.
 */
const drafts = new Map<string, string>();
addLogoutListener(() => drafts.clear());

const keyOf = (accountId: number) => `${session.info?.id ?? 0}:${accountId}`;

export function noteDraft(accountId: number): string {
  return drafts.get(keyOf(accountId)) ?? '';
}

export function keepNoteDraft(accountId: number, text: string): void {
  if (text === '') drafts.delete(keyOf(accountId));
  else drafts.set(keyOf(accountId), text);
}
