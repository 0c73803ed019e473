import useSWR from 'swr';
import type { ApiReply } from '#contract/api';
import { call } from '../../api/fetcher';

export const userCountStatsKey = ['/admins/user-count-stats'] as const;

export function getUserCountStats(): Promise<ApiReply<'/admins/user-count-stats'>> {
  return call('/admins/user-count-stats', {});
}

/** Account counts of today and the registrations of the last 30 days. */
export function useUserCountStats() {
  return useSWR(userCountStatsKey, getUserCountStats, { revalidateOnFocus: false });
}
