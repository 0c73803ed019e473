import useSWR from 'swr';
import type { ApiReply } from '#contract/api';
import { call } from '../../api/fetcher';

export const categoriesKey = ['/admins/workplace/categories'] as const;

export function getCategories(): Promise<ApiReply<'/admins/workplace/categories'>> {
  return call('/admins/workplace/categories', {});
}

/** Share of each content type among the content of the last 30 days. */
export function useCategories() {
  return useSWR<ApiReply<'/admins/workplace/categories'>, Error>(categoriesKey, getCategories);
}
