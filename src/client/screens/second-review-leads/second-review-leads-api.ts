import useSWR from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import { callHandled } from '../../api/call-handled';

export type EscalatedReply = ApiReply<'/admins/second-review/escalated'>;
export type ReviewSettings = ApiReply<'/admins/second-review/settings'>;

export function useEscalated(page: number, pageSize: number) {
  return useSWR<EscalatedReply, Error>(
    ['/admins/second-review/escalated', page, pageSize],
    () => callHandled('/admins/second-review/escalated', { page, pageSize }, () => false),
    { keepPreviousData: true },
  );
}

export function useReviewSettings() {
  return useSWR<ReviewSettings, Error>(['/admins/second-review/settings'], () =>
    callHandled('/admins/second-review/settings', {}, () => false),
  );
}

export const saveShare = (body: ApiBody<'/admins/second-review/settings-save'>) =>
  callHandled('/admins/second-review/settings-save', body, () => false);

export const resolveReview = (body: ApiBody<'/admins/second-review/resolve'>) =>
  callHandled('/admins/second-review/resolve', body, () => false);
