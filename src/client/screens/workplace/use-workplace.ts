import useSWR from 'swr';
import type { ApiReply } from '#contract/api';
import { call } from '../../api/fetcher';

export const workplaceKey = ['/admins/workplace/get'] as const;

export function getWorkplace(): Promise<ApiReply<'/admins/workplace/get'>> {
  return call('/admins/workplace/get', {});
}

/** Welcome line, figure cards (only those the role may see) and announcements. */
export function useWorkplace(enabled = true) {
  return useSWR<ApiReply<'/admins/workplace/get'>, Error>(enabled ? workplaceKey : null, getWorkplace);
}
