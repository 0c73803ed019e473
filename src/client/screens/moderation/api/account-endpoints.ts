import useSWR from 'swr';
import type { AccountStatus } from '#contract/entities';
import type { AccountInfo } from '#contract/api/moderation-account-info';
import type { AccountRow } from '#contract/api/moderation-rows';
import type { BulkReply } from '#contract/api/moderation-bulk';
import { call } from '#client/api/fetcher';

export const accountInfoKey = (accountId: number) => ['/admins/account-info/get', accountId] as const;

export function fetchAccountInfo(accountId: number): Promise<AccountInfo> {
  return call('/admins/account-info/get', { accountId });
}

/** The account drawer's data; off while no account is open. */
export function useAccountInfo(accountId: number | null) {
  return useSWR(accountId === null ? null : accountInfoKey(accountId), () => fetchAccountInfo(accountId!), {
    revalidateOnFocus: false,
  });
}

/** Status of many accounts at once, with the versions last seen. */
export function setAccountStatus(
  ids: number[],
  versions: Record<string, number>,
  accountStatus: AccountStatus,
  reason?: string,
): Promise<BulkReply<AccountRow>> {
  return call('/admins/account-status', {
    ids,
    expectedVersions: versions,
    accountStatus,
    ...(reason ? { reason } : {}),
  });
}
