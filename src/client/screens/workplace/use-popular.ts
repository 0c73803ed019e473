import useSWR from 'swr';
import type { ApiReply } from '#contract/api';
import type { PopularType } from '#contract/api/workplace';
import { call } from '../../api/fetcher';

export const popularKey = (type: PopularType) => ['/admins/workplace/popular', type] as const;

export function getPopular(type: PopularType): Promise<ApiReply<'/admins/workplace/popular'>> {
  return call('/admins/workplace/popular', { type });
}

/** Top 5 moments of a kind by engagement, with today's and yesterday's comments. */
export function usePopular(type: PopularType) {
  return useSWR<ApiReply<'/admins/workplace/popular'>, Error>(popularKey(type), () => getPopular(type), {
    keepPreviousData: true,
  });
}
