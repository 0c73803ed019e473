import useSWR, { useSWRConfig } from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import { call } from '#client/api/fetcher';
import { accountInfoKey } from './account-endpoints';

export const enforcementsKey = (accountId: number) => ['/admins/account/enforcements', accountId] as const;
export const notesKey = (accountId: number) => ['/admins/account/notes', accountId] as const;

export type EnforceReply = ApiReply<'/admins/account/enforce'>;

/** Warn, suspend or ban; with `content.disable`, the content goes in the same transaction. */
export function enforce(body: ApiBody<'/admins/account/enforce'>): Promise<EnforceReply> {
  return call('/admins/account/enforce', body);
}

/** The undo of an enforcement, and of its content act when `content` is given. */
export function revokeEnforcement(
  body: ApiBody<'/admins/account/enforcement-revoke'>,
): Promise<ApiReply<'/admins/account/enforcement-revoke'>> {
  return call('/admins/account/enforcement-revoke', body);
}

export function useEnforcements(accountId: number | null) {
  return useSWR(accountId === null ? null : enforcementsKey(accountId), () =>
    call('/admins/account/enforcements', { accountId: accountId! }),
  );
}

export function useNotes(accountId: number | null) {
  return useSWR(accountId === null ? null : notesKey(accountId), () =>
    call('/admins/account/notes', { accountId: accountId! }),
  );
}

export function addNote(accountId: number, text: string): Promise<ApiReply<'/admins/account/note-add'>> {
  return call('/admins/account/note-add', { accountId, text });
}

/** After an enforcement on an account: its drawer, author line and history read it again. */
export function useRefreshAccount(): (accountId: number) => void {
  const { mutate } = useSWRConfig();
  return (accountId) => {
    void mutate(accountInfoKey(accountId));
    void mutate(enforcementsKey(accountId));
    void mutate(notesKey(accountId));
  };
}

/** Leases (and renews) up to `count` pending appeals for this admin, oldest first. */
export function leaseAppeals(count: number): Promise<ApiReply<'/admins/appeal/lease'>> {
  return call('/admins/appeal/lease', { count });
}

/** Gives this admin's appeals back to the queue (also as the tab closes). */
export function releaseAppeals(keepalive = false): Promise<ApiReply<'/admins/appeal/release'>> {
  return call('/admins/appeal/release', {}, { quiet: true, keepalive });
}

export function decideAppeal(body: ApiBody<'/admins/appeal/decide'>): Promise<ApiReply<'/admins/appeal/decide'>> {
  return call('/admins/appeal/decide', body);
}

export function reopenAppeal(body: ApiBody<'/admins/appeal/reopen'>): Promise<ApiReply<'/admins/appeal/reopen'>> {
  return call('/admins/appeal/reopen', body);
}
