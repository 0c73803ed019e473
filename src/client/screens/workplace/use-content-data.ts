import useSWR from 'swr';
import type { ApiReply } from '#contract/api';
import { call } from '../../api/fetcher';

export const contentDataKey = ['/admins/workplace/content-data'] as const;

export function getContentData(): Promise<ApiReply<'/admins/workplace/content-data'>> {
  return call('/admins/workplace/content-data', {});
}

/** Content put in and comments per day, the last 8 days. */
export function useContentData() {
  return useSWR<ApiReply<'/admins/workplace/content-data'>, Error>(contentDataKey, getContentData);
}
