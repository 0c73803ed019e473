import useSWR from 'swr';
import type { ApiReply } from '#contract/api';
import { call } from '../../api/fetcher';

export const sourceStatsKey = (date: string) => ['/admins/source-stats', date] as const;

export function getSourceStats(date: string): Promise<ApiReply<'/admins/source-stats'>> {
  return call('/admins/source-stats', { date });
}

/** Registrations of a day by source, with share and change against the day before. */
export function useSourceStats(date: string | null) {
  return useSWR(date ? sourceStatsKey(date) : null, date ? () => getSourceStats(date) : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
