import useSWR from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import { callHandled } from '../../api/call-handled';

export type ReviewQueueReply = ApiReply<'/admins/second-review/queue'>;
export const reviewQueueKey = ['/admins/second-review/queue'] as const;

/** The open reviews of others' decisions, oldest first: one page at a time, fetched again as it empties. */
export function useReviewQueue() {
  return useSWR<ReviewQueueReply, Error>(reviewQueueKey, () =>
    callHandled('/admins/second-review/queue', { pageSize: 20 }, () => false),
  );
}

export const sendVerdict = (body: ApiBody<'/admins/second-review/verdict'>) =>
  callHandled('/admins/second-review/verdict', body, () => false);
