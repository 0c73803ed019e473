import useSWR from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import { ApiCallError } from '../../api/api-error';
import { callHandled } from '../../api/call-handled';

export type ReviewQueueReply = ApiReply<'/admins/second-review/queue'>;
export const reviewQueueKey = ['/admins/second-review/queue'] as const;

/** The open reviews of others' decisions, oldest first: one page at a time, fetched again as it empties. */
export function useReviewQueue() {
  return useSWR<ReviewQueueReply, Error>(reviewQueueKey, () =>
    callHandled('/admins/second-review/queue', { pageSize: 20 }, () => false),
  );
}

/** Someone else answered the review first (reviews are not leased): the card just goes. */
export const answeredElsewhere = (err: unknown) =>
  err instanceof ApiCallError && (err.data as { why?: unknown } | null)?.why === 'REVIEW_CLOSED';

export const sendVerdict = (body: ApiBody<'/admins/second-review/verdict'>) =>
  callHandled('/admins/second-review/verdict', body, answeredElsewhere);
