import { isContentReason } from '#contract/moderation-reasons';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import type { AccountStatus } from '#contract/entities';
import type { AccountInfo } from '#contract/api/moderation-account-info';
import type { AccountRow } from '#contract/api/moderation-rows';
import type { BulkReply } from '#contract/api/moderation-bulk';
import { call } from '#client/api/fetcher';
import type { Reason } from './update-endpoints';

export const accountInfoKey = (accountId: number) => ['/admins/account-info/get', accountId] as const;

/** Without its private parts (the phone masked, reported messages' text held back): nothing is logged. */
export function fetchAccountInfo(accountId: number): Promise<AccountInfo> {
  return call('/admins/account-info/get', { accountId });
}

/**
 * With the whole phone number and reported messages' text, which the server logs as read: only
 * for a reveal the moderator asked for, never cached for a prefetch or a summary to reuse.
 */
export function revealAccountInfo(accountId: number): Promise<AccountInfo> {
  return call('/admins/account-info/get', { accountId, reveal: true });
}

/**
 * Puts an account's info in the screen's cache ahead of its first render, unless it is there
 * already; a failure leaves the cache empty, and the render asks again.
 */
/** Whether the screen's cache holds the account's info already (shown at once, no request). */
export function useHasAccountInfo(): (accountId: number) => boolean {
  const { cache } = useSWRConfig();
  return (accountId) => !!cache.get(unstable_serialize(accountInfoKey(accountId)))?.data;
}

export function usePrefetchAccountInfo(): (accountId: number) => void {
  const { cache, mutate } = useSWRConfig();
  return (accountId) => {
    const key = accountInfoKey(accountId);
    if (cache.get(unstable_serialize(key))?.data) return;
    mutate(key, fetchAccountInfo(accountId), { revalidate: false }).catch(() => undefined);
  };
}

/** The account drawer's data, fresh each time it opens; off while no account is open. */
export function useAccountInfo(accountId: number | null) {
  return useSWR(accountId === null ? null : accountInfoKey(accountId), () => fetchAccountInfo(accountId!), {
    revalidateOnFocus: false,
  });
}

/** The same for a line that only summarises: what the cache has (from a prefetch a moment ago) is shown as it is. */
export function useCachedAccountInfo(accountId: number | null) {
  return useSWR(accountId === null ? null : accountInfoKey(accountId), () => fetchAccountInfo(accountId!), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** Status of one account, the author in the drawer of a content queue; the preset by code. */
export function setAuthorStatus(
  accountId: number,
  accountStatus: AccountStatus,
  reason: Reason,
): Promise<BulkReply<AccountRow>> {
  return call('/admins/account-status', {
    accountId,
    accountStatus,
    // A status change's dialog offers the content presets only.
    ...(reason.code && isContentReason(reason.code) ? { reasonCode: reason.code } : {}),
    ...(reason.note ? { reason: reason.note } : {}),
  });
}
