import useSWR from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import { call } from '../../api/fetcher';

export type PaidStatsQuery = ApiBody<'/admins/paid-stats/get'>;

/** Cache key: the endpoint path first, then the query, so a change of filter is a new entry. */
export const paidStatsKey = (q: PaidStatsQuery) =>
  ['/admins/paid-stats/get', q.from, q.to, q.granularity, q.channel ?? ''] as const;

export function getPaidStats(q: PaidStatsQuery): Promise<ApiReply<'/admins/paid-stats/get'>> {
  return call('/admins/paid-stats/get', q);
}

/** Paid figures of a period; null query = do not fetch (the filters are invalid). */
export function usePaidStats(q: PaidStatsQuery | null) {
  return useSWR<ApiReply<'/admins/paid-stats/get'>, Error>(
    q ? paidStatsKey(q) : null,
    q ? () => getPaidStats(q) : null,
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
}
