import useSWR from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import { call } from '../../api/fetcher';

export type RegStatsQuery = ApiBody<'/admins/reg-stats'>;

export const regStatsKey = (q: RegStatsQuery) => ['/admins/reg-stats', q.date, q.minute] as const;

export function getRegStats(q: RegStatsQuery): Promise<ApiReply<'/admins/reg-stats'>> {
  return call('/admins/reg-stats', q);
}

/** Registrations of a day in buckets, beside the same buckets of the day before. */
export function useRegStats(q: RegStatsQuery | null) {
  return useSWR(q ? regStatsKey(q) : null, q ? () => getRegStats(q) : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
